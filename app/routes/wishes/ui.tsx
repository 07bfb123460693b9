/** Pieces the wishes, guest-list and trusted-person pages share. */
import type { ConformField } from "~/components/fieldProps";
import { Checkbox } from "~/components/Checkbox";
import { TextArea } from "~/components/TextArea";
import type { WizardPageProps } from "~/components/WizardPage";
import { WISH_TEXT_MAX_LENGTH, WISH_TEXTAREA } from "~/domain/wishes/constants";
import type { WishKind } from "~/domain/wishes";
import { t } from "~/i18n";
import styles from "./wishes.module.css";

export { styles };

const FUNNEL_STEP_NAMES = [
  t("wishes.step.intro"),
  t("wishes.step.music"),
  t("wishes.step.quote"),
  t("wishes.step.notification"),
];

/** What every funnel step shows around its form: back link, "Schritt n von 4: Name", the kicker. */
export function funnelPage(step: {
  back: string;
  current: number;
  total: number;
}): Pick<WizardPageProps, "kicker" | "step" | "back"> {
  return {
    kicker: t("wishes.kicker"),
    step: { current: step.current, total: step.total, names: FUNNEL_STEP_NAMES },
    back: { to: step.back, label: t("wishes.back") },
  };
}

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
