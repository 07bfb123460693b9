import { href } from "react-router";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/Button";
import { SaveButton } from "~/components/SaveButton";
import { WizardPage } from "~/components/WizardPage";
import type { LetterPart } from "~/domain/letters";
import { t } from "~/i18n";
import { PART_LABELS, usePartForm, type Fields, type LetterStyleValue, type PartValues } from "./forms";

const TEXTS = {
  content: { title: "letters.edit.contentTitle", save: "letters.button.saveContent" },
  recipient: { title: "letters.edit.recipientTitle", save: "letters.button.saveRecipient" },
  shippingDate: { title: "letters.edit.shippingDateTitle", save: "letters.button.saveShippingDate" },
} as const;

export interface EditPartData {
  version: number;
  values: PartValues;
  style: LetterStyleValue;
}

/** An edit page of one part: heading, error summary, the part's fields, save and cancel. */
export function EditPartPage({
  part,
  loaderData,
  actionData,
  children,
}: {
  part: LetterPart;
  loaderData: EditPartData;
  actionData: SubmissionResult<string[]> | undefined;
  children: (fields: Fields, style: LetterStyleValue) => ReactNode;
}) {
  const [form, fields] = usePartForm(actionData, loaderData.values);
  return (
    <WizardPage
      title={t(TEXTS[part].title)}
      kicker={t("letters.edit.title")}
      hasErrors={form.status === "error"}
      form={getFormProps(form)}
      summary={{ form, focusKey: actionData, labels: PART_LABELS[part] }}
      footer={
        <>
          <SaveButton>{t(TEXTS[part].save)}</SaveButton>
          <ButtonLink to={href("/overview/letters/edit")} variant="secondary">
            {t("letters.button.cancel")}
          </ButtonLink>
        </>
      }
    >
      <input type="hidden" name="version" value={loaderData.version} />
      {children(fields as Fields, loaderData.style)}
    </WizardPage>
  );
}
