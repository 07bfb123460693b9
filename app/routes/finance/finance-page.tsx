import { href } from "react-router";
import type { WizardPageProps } from "~/components/WizardPage";
import { t } from "~/i18n";
import type { StepProgress } from "~/domain/finance/wizards";

/** The finance wizards, by the key of their texts (`finance.<wizard>.kicker` is the name above the heading). */
type FinanceWizard = "insuranceWizard" | "costWizard" | "tariffWizard" | "treuhand" | "partnerWizard";

/**
 * What every finance wizard step shows around its content (`<WizardPage {...financePage("tariffWizard",
 * loaderData, back)} …>`): the wizard's name as kicker, the step counter when the step is on a counted path
 * (`step` and `total` of the loader; null off such a path), and the back link to `back`, else to the finance
 * overview. Buttons stand where the content ends.
 */
export function financePage(
  wizard: FinanceWizard,
  { step, total }: { step?: number | null; total?: number | null },
  back?: string,
): Pick<WizardPageProps, "kicker" | "step" | "back" | "footerLook"> {
  return {
    kicker: t(`finance.${wizard}.kicker`),
    step: step && total ? { current: step, total } : null,
    back: back
      ? { to: back, label: t("finance.back") }
      : { to: href("/overview/finance"), label: t("finance.backToOverview") },
    footerLook: "plain",
  };
}

/** A loader's `step` and `total` from a wizard's counter (both null off a counted path). */
export const stepOf = (progress: StepProgress | null) => ({
  step: progress?.current ?? null,
  total: progress?.total ?? null,
});

/** The note under every figure of the embedded adapter. */
export function ExampleNote({ example }: { example: boolean }) {
  return example ? <p>{t("finance.tariff.exampleNote")}</p> : null;
}
