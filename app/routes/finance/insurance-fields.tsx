import type { FieldMetadata } from "@conform-to/react";
import { Select } from "~/components/Select";
import { TextField } from "~/components/TextField";
import { EXISTING_INSURANCE_TYPES } from "~/domain/constants";
import { t } from "~/i18n";

type Field = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

const KINDS = EXISTING_INSURANCE_TYPES.map((kind) => ({ value: kind, label: kind }));

/** The existing insurance: kind, company, contract number, amount already covered (all optional). */
export function InsuranceFields({
  fields,
}: {
  fields: Record<
    "existingInsuranceType" | "existingInsuranceCompany" | "existingInsuranceContractNumber" | "existingSum",
    Field
  >;
}) {
  return (
    <>
      <Select
        field={fields.existingInsuranceType}
        label={t("finance.insurance.kind")}
        options={KINDS}
        placeholder={t("finance.insurance.kindNone")}
      />
      <TextField
        field={fields.existingInsuranceCompany}
        label={t("finance.insurance.company")}
        autoComplete="off"
      />
      <TextField
        field={fields.existingInsuranceContractNumber}
        label={t("finance.insurance.contract")}
        autoComplete="off"
      />
      <TextField
        field={fields.existingSum}
        label={t("finance.insurance.existingSum")}
        hint={t("finance.wholeEuros")}
        inputMode="numeric"
        width="s"
      />
    </>
  );
}

/** Stored values as form defaults. */
export function insuranceDefaults(provision: {
  existingInsuranceType: string | null;
  existingInsuranceCompany: string | null;
  existingInsuranceContractNumber: string | null;
  existingSumCents: number;
}) {
  return {
    existingInsuranceType: provision.existingInsuranceType ?? undefined,
    existingInsuranceCompany: provision.existingInsuranceCompany ?? undefined,
    existingInsuranceContractNumber: provision.existingInsuranceContractNumber ?? undefined,
    existingSum: provision.existingSumCents > 0 ? String(provision.existingSumCents / 100) : undefined,
  };
}
