/** Pieces the wishes, guest-list and trusted-person pages share. */
import type { ConformField } from "~/components/fieldProps";
import { Checkbox } from "~/components/Checkbox";
import { TextArea } from "~/components/TextArea";
import { WISH_TEXT_MAX_LENGTH, WISH_TEXTAREA } from "~/domain/wishes/constants";
import type { WishKind } from "~/domain/wishes";
import { t } from "~/i18n";
import styles from "./wishes.module.css";

export { styles };

/** The question of a wish card: the text (60 × 8, at most 500 characters) and "leave it to my survivors". */
export function WishFields({
  kind,
  text,
  leftToSurvivors,
}: {
  kind: WishKind;
  text: ConformField;
  leftToSurvivors: ConformField;
}) {
  return (
    <>
      <TextArea
        field={text}
        label={t(`wishes.question.${kind}`)}
        hint={t(`wishes.hint.${kind}`)}
        cols={WISH_TEXTAREA.cols}
        rows={WISH_TEXTAREA.rows}
        maxLength={WISH_TEXT_MAX_LENGTH}
      />
      <Checkbox
        field={leftToSurvivors}
        label={t("wishes.field.leftToSurvivors")}
        hint={t("wishes.field.leftToSurvivorsHint")}
      />
    </>
  );
}

/** The GDPR Art. 9 explanation shown before the consent checkbox. */
export function ConsentExplanation() {
  return (
    <>
      <p>{t("wishes.consent.why")}</p>
      <p>{t("wishes.consent.use")}</p>
      <p>{t("wishes.consent.revocable")}</p>
    </>
  );
}
