import type { ReactNode } from "react";
import { BackLink } from "~/components/BackLink";
import { errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { Stepper } from "~/components/Stepper";
import { t } from "~/i18n";
import { href } from "react-router";

export interface FinanceStepProps {
  title: string;
  /** The wizard's name, shown above the heading. */
  kicker: string;
  /** 1-based step number and count; without them (a page outside a counted path) no counter shows. */
  current?: number | null;
  total?: number | null;
  back?: string;
  lead?: ReactNode;
  hasErrors?: boolean;
  children: ReactNode;
}

/** The frame of every finance wizard step: back link, step counter, heading, then the step's content. */
export function FinanceStep({
  title,
  kicker,
  current,
  total,
  back,
  lead,
  hasErrors = false,
  children,
}: FinanceStepProps) {
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), hasErrors)}</title>
      <BackLink to={back ?? href("/overview/finance")}>
        {back ? t("finance.back") : t("finance.backToOverview")}
      </BackLink>
      {current && total ? <Stepper current={current} total={total} /> : null}
      <PageHeading kicker={kicker} lead={lead}>
        {title}
      </PageHeading>
      {children}
    </>
  );
}

/** The note under every figure of the embedded adapter. */
export function ExampleNote({ example }: { example: boolean }) {
  return example ? <p>{t("finance.tariff.exampleNote")}</p> : null;
}
