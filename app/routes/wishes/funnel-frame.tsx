import type { ReactNode } from "react";
import { BackLink } from "~/components/BackLink";
import { errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { Stepper } from "~/components/Stepper";
import { t } from "~/i18n";

const STEP_NAMES = [
  t("wishes.step.intro"),
  t("wishes.step.music"),
  t("wishes.step.quote"),
  t("wishes.step.notification"),
];

/** The frame of every funnel step: back link, "Schritt n von 4", heading, then the step's form. */
export function FunnelFrame(props: {
  back: string;
  current: number;
  total: number;
  title: string;
  lead?: ReactNode;
  hasErrors: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: props.title }), props.hasErrors)}</title>
      <BackLink to={props.back}>{t("wishes.back")}</BackLink>
      <Stepper current={props.current} total={props.total} steps={STEP_NAMES} />
      <PageHeading kicker={t("wishes.kicker")} lead={props.lead}>
        {props.title}
      </PageHeading>
      {props.children}
    </>
  );
}
