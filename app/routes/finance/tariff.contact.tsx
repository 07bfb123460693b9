import { Button } from "~/components/Button";
import { NameFields } from "~/components/NameFields";
import { financePage } from "./finance-page";
import { AddressFields } from "~/components/AddressFields";
import { EmailField, PhoneField } from "~/components/FieldPresets";
import { invalid, parseForm } from "~/.server/forms";
import { saveAddress } from "~/.server/services/profile";
import { withStoredAddress } from "~/domain/address";
import { withErrorPages } from "~/.server/service-errors";
import { burialFundWizard } from "~/domain/finance/wizards";
import { insuranceContactSchema } from "~/domain/validation/finance";
import { BURIAL_FUND_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { t } from "~/i18n";
import { WizardPage } from "~/components/WizardPage";
import { tariffStep } from "./tariff-wizard.server";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/tariff.contact";
import { formatPhone } from "~/i18n/phone";
import { href } from "react-router";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/finance"));

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { provision, draft, step, total } = await tariffStep({ request, context }, "contact");
  const saved = burialFundWizard.answer("contact", draft);
  return {
    // The customer's one address (decision 0108) in place of the draft's.
    defaults: withStoredAddress(
      saved ?? {
        salutation: provision.salutation ?? undefined,
        firstname: provision.firstname ?? undefined,
        lastname: provision.lastname ?? undefined,
        email: provision.email ?? provision.userEmail,
        phone: formatPhone(provision.phone) || undefined,
        street: provision.street ?? undefined,
        postalCode: provision.postalCode ?? undefined,
        city: provision.city ?? undefined,
      },
      provision,
    ),
    step,
    total,
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { wizard, db, actor, ip } = await tariffStep({ request, context }, "contact");
  const { submission } = await parseForm(request, insuranceContactSchema);
  if (submission.status !== "success") return invalid(submission);
  // The address typed here is the customer's address from now on (decision 0108).
  await saveAddress(db, actor, submission.value, { ip });
  return wizard.saveStep("contact", submission.value);
});

/** A contact field's label: `label("email")` says `t("finance.contact.email")`. */
const label = (name: NameField | "email" | "phone") => t(`finance.contact.${name}`);
type NameField = "salutation" | "firstname" | "lastname";

/** Burial-fund insurance wizard, contact: every field required. */
export default function TariffContact({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData, loaderData.defaults);
  return (
    <WizardPage
      {...financePage("tariffWizard", loaderData, BURIAL_FUND_WIZARD_PATHS.tariff)}
      title={t("finance.tariffWizard.contact.title")}
      hasErrors={Boolean(actionData)}
      form={form.props}
      summary={{ form, focusKey: actionData }}
      footer={
        <Button type="submit" iconEnd="arrow-right">
          {t("finance.next")}
        </Button>
      }
    >
      <NameFields
        form={form}
        labels={{
          salutation: label("salutation"),
          firstname: label("firstname"),
          lastname: label("lastname"),
        }}
        salutationLabel={(value) => t(`finance.salutation.${value}`)}
      />
      <EmailField field={form.field("email")} label={label("email")} required />
      <PhoneField field={form.field("phone")} label={label("phone")} required />
      <AddressFields form={form} hint={t("components.address.savedHint")} required />
    </WizardPage>
  );
}
