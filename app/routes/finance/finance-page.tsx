import { href } from "react-router";
import type { WizardPageProps } from "~/components/WizardPage";
import { t } from "~/i18n";

/**
 * What every finance wizard step shows around its content (`<WizardPage {...financePage({ … })} …>`): the back
 * link (to the previous step, else to the finance overview), the step counter when the step is on a counted
 * path, and the wizard's name as kicker. Buttons stand where the content ends.
 */
export function financePage({
  kicker,
  current,
  total,
  back,
}: {
  /** The wizard's name, shown above the heading. */
  kicker: string;
  /** 1-based step number and count; without them (a page outside a counted path) no counter shows. */
  current?: number | null;
  total?: number | null;
  back?: string;
}): Pick<WizardPageProps, "kicker" | "step" | "back" | "footerLook"> {
  return {
    kicker,
    step: current && total ? { current, total } : null,
    back: back
      ? { to: back, label: t("finance.back") }
      : { to: href("/overview/finance"), label: t("finance.backToOverview") },
    footerLook: "plain",
  };
}

/** The note under every figure of the embedded adapter. */
export function ExampleNote({ example }: { example: boolean }) {
  return example ? <p>{t("finance.tariff.exampleNote")}</p> : null;
}
