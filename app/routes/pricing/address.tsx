import { redirectDocument, href } from "react-router";
import { Button } from "~/components/Button";
import { TextField } from "~/components/TextField";
import { AddressFields, addressLabels } from "~/components/AddressFields";
import { invalid, parseForm } from "~/.server/forms";
import { saveAddress } from "~/.server/services/profile";
import { isCustomersName, withStoredAddress } from "~/domain/address";
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
  // Prefilled from the provision's person the first time; the customer's one address (decision 0108) always, unless
  // the billing name is someone else's: then that person's address as typed.
  const current =
    answer && !isCustomersName(provision, answer)
      ? answer
      : withStoredAddress(
          answer ?? {
            firstname: provision.firstname ?? "",
            lastname: provision.lastname ?? "",
            street: provision.street ?? "",
            postalCode: provision.postalCode ?? "",
            city: provision.city ?? "",
          },
          provision,
        );
  return { current, trial: trialNotice(provision, runtime.clock.now()) };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { provision, db, actor, ip } = await requestOf({ request, context }, "provision");
  refusePaid(provision);
  const wizard = pricingDraft(context);
  await wizard.requireStep(request, "address");
  const { submission } = await parseForm(request, pricingAddressSchema);
  if (submission.status !== "success") return invalid(submission);
  // The address typed here is the customer's address from now on (decision 0108), when the name is the customer's.
  await saveAddress(db, actor, submission.value, { ip, name: submission.value });
  const next = await wizard.saveStep("address", submission.value);
  // The payment step has its own Content-Security-Policy (PayPal): it must load as a whole document.
  return redirectDocument(next.headers.get("Location") ?? pricingWizard.path("payment"));
});

const LABELS = {
  firstname: t("pricing.address.firstname"),
  lastname: t("pricing.address.lastname"),
  ...addressLabels(),
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
      <AddressFields form={form} hint={t("components.address.billingHint")} required />
    </WizardPage>
  );
}
