import { Select } from "~/components/Select";
import { wholeEuros, type Cents } from "~/domain/money";
import { TextField, type TextFieldProps } from "~/components/TextField";
import { EXISTING_INSURANCE_TYPES } from "~/domain/finance/constants";
import { t } from "~/i18n";
import type { ReplyForm } from "~/reply-form";

const KINDS = EXISTING_INSURANCE_TYPES.map((kind) => ({ value: kind, label: kind }));

/** An amount in whole euros: short, with the numeric keyboard, and the hint says so. */
export function WholeEurosField(props: Omit<TextFieldProps, "hint" | "inputMode" | "width">) {
  return <TextField {...props} hint={t("finance.wholeEuros")} inputMode="numeric" width="s" />;
}

/** The existing insurance: kind, company, contract number, amount already covered (all optional). */
export function InsuranceFields({ form }: { form: ReplyForm }) {
  return (
    <>
      <Select
        field={form.field("existingInsuranceType")}
        label={t("finance.insurance.kind")}
        options={KINDS}
        placeholder={t("finance.insurance.kindNone")}
      />
      <TextField
        field={form.field("existingInsuranceCompany")}
        label={t("finance.insurance.company")}
        autoComplete="off"
      />
      <TextField
        field={form.field("existingInsuranceContractNumber")}
        label={t("finance.insurance.contract")}
        autoComplete="off"
      />
      <WholeEurosField field={form.field("existingSum")} label={t("finance.insurance.existingSum")} />
    </>
  );
}

/** Stored values as form defaults. */
export function insuranceDefaults(provision: {
  existingInsuranceType: string | null;
  existingInsuranceCompany: string | null;
  existingInsuranceContractNumber: string | null;
  existingSumCents: Cents;
}) {
  return {
    existingInsuranceType: provision.existingInsuranceType ?? undefined,
    existingInsuranceCompany: provision.existingInsuranceCompany ?? undefined,
    existingInsuranceContractNumber: provision.existingInsuranceContractNumber ?? undefined,
    existingSum: provision.existingSumCents > 0 ? String(wholeEuros(provision.existingSumCents)) : undefined,
  };
}
