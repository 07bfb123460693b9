import { redirectDocument, href } from "react-router";
import { Button } from "~/components/Button";
import { TextField } from "~/components/TextField";
import { PostalCodeField } from "~/components/FieldPresets";
import { invalid, parseForm } from "~/.server/forms";
import { withErrorPages } from "~/.server/service-errors";
import { NUMBERED_STEPS, numberedStep, pricingWizard } from "~/domain/pricing/wizard";
import { pricingAddressSchema } from "~/domain/validation/pricing";
import { t } from "~/i18n";
import { pricingPage } from "./pricing-page";
import { WizardPage } from "~/components/WizardPage";
import { pricingDraft, refusePaid } from "./pricing.server";
import { requestOf } from "~/.server/route-request";
import { trialNotice } from "~/.server/services/billing/trial";
import type { Route } from "./+types/address";
import { useReplyForm } from "~/reply-form";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/pricing"));

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { provision, runtime } = await requestOf({ request, context }, "provision");
  refusePaid(provision);
  const { answer } = await pricingDraft(context).requireStep(request, "address");
  // Prefilled from the provision's person the first time.
  const current = answer ?? {
    firstname: provision.firstname ?? "",
    lastname: provision.lastname ?? "",
    address: provision.street ?? "",
    postalCode: provision.postalCode ?? "",
    city: provision.city ?? "",
  };
  return { current, trial: trialNotice(provision, runtime.clock.now()) };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { provision } = await requestOf({ request, context }, "provision");
  refusePaid(provision);
  const wizard = pricingDraft(context);
  await wizard.requireStep(request, "address");
  const { submission } = await parseForm(request, pricingAddressSchema);
  if (submission.status !== "success") return invalid(submission);
  const next = await wizard.saveStep("address", submission.value);
  // The payment step has its own Content-Security-Policy (PayPal): it must load as a whole document.
  return redirectDocument(next.headers.get("Location") ?? pricingWizard.path("payment"));
});

const LABELS = {
  firstname: t("pricing.address.firstname"),
  lastname: t("pricing.address.lastname"),
  address: t("pricing.address.address"),
  postalCode: t("pricing.address.postalCode"),
  city: t("pricing.address.city"),
};

export default function Address({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData, loaderData.current);
  return (
    <WizardPage
      {...pricingPage({
        trial: loaderData.trial,
        step: { current: numberedStep("address"), total: NUMBERED_STEPS },
        back: { href: pricingWizard.path("plans") },
      })}
      title={t("pricing.address.title")}
      hasErrors={Boolean(actionData)}
      form={form.props}
      summary={{ form, focusKey: actionData, labels: LABELS }}
      footer={
        <Button type="submit" iconEnd="arrow-right">
          {t("pricing.next")}
        </Button>
      }
    >
      <TextField
        field={form.field("firstname")}
        label={LABELS.firstname}
        autoComplete="given-name"
        required
      />
      <TextField field={form.field("lastname")} label={LABELS.lastname} autoComplete="family-name" required />
      <TextField field={form.field("address")} label={LABELS.address} autoComplete="address-line1" required />
      <PostalCodeField field={form.field("postalCode")} label={LABELS.postalCode} required />
      <TextField field={form.field("city")} label={LABELS.city} autoComplete="address-level2" required />
    </WizardPage>
  );
}
