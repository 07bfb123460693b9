import type { ReactNode } from "react";
import { Button } from "~/components/Button";
import { BackLink } from "~/components/BackLink";
import { errorTitle } from "~/components/ErrorSummary";
import { HotlineHelp } from "~/components/HotlineHelp";
import { PageHeading } from "~/components/PageHeading";
import { Stepper } from "~/components/Stepper";
import {
  previousRegistrationStep,
  REGISTRATION_STEPS,
  registrationStepNumber,
  registrationStepPath,
  type RegistrationStep,
} from "~/domain/registration-steps";
import { t } from "~/i18n";
import styles from "./register.module.css";

const STEP_NAMES = REGISTRATION_STEPS.map((step) => t(`register.step.${step}`));

export interface WizardStepProps {
  step: RegistrationStep;
  title: string;
  lead?: ReactNode;
  /** The page shows errors: the title starts with "Fehler: ". */
  hasErrors: boolean;
  children: ReactNode;
}

/** The frame of every wizard step: back link, "Schritt n / 5" counter, heading, then the step's form. */
export function WizardStep({ step, title, lead, hasErrors, children }: WizardStepProps) {
  const previous = previousRegistrationStep(step);
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), hasErrors)}</title>
      {previous ? <BackLink to={registrationStepPath(previous)}>{t("register.back")}</BackLink> : null}
      <Stepper current={registrationStepNumber(step)} total={REGISTRATION_STEPS.length} steps={STEP_NAMES} />
      <PageHeading kicker={t("register.kicker")} lead={lead}>
        {title}
      </PageHeading>
      {children}
      <HotlineHelp />
    </>
  );
}

/** The "Weiter" button at the end of a step's form. */
export function NextButton({ name, value }: { name?: string; value?: string }) {
  return (
    <div className={styles.actions}>
      <Button type="submit" name={name} value={value} iconEnd="arrow-right">
        {t("register.next")}
      </Button>
    </div>
  );
}
