import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Button } from "~/components/Button";
import { HotlineHelp } from "~/components/HotlineHelp";
import { RadioCardGroup, type RadioCardOption } from "~/components/RadioCardGroup";
import { WizardPage, type WizardPageProps } from "~/components/WizardPage";
import {
  previousRegistrationStep,
  REGISTRATION_STEPS,
  registrationStepNumber,
  registrationStepPath,
  type RegistrationStep,
} from "~/domain/registration/steps";
import { t } from "~/i18n";
import { useReplyForm } from "~/reply-form";

const STEP_NAMES = REGISTRATION_STEPS.map((step) => t(`register.step.${step}`));

/**
 * What every sign-up step shows around its form (`<WizardPage {...registrationPage(step)} …>`): back link to
 * the previous step, "Schritt n von 5: Name", the kicker, "Weiter" spaced under the form, the hotline help.
 */
export function registrationPage(
  step: RegistrationStep,
): Pick<WizardPageProps, "kicker" | "step" | "back" | "footer" | "footerLook" | "after"> {
  const previous = previousRegistrationStep(step);
  return {
    kicker: t("register.kicker"),
    step: { current: registrationStepNumber(step), total: REGISTRATION_STEPS.length, names: STEP_NAMES },
    back: previous ? { to: registrationStepPath(previous), label: t("register.back") } : null,
    footer: <NextButton />,
    footerLook: "spaced",
    after: <HotlineHelp />,
  };
}

/** "Weiter"; with `name` and `value` it sends the answer stored so far (a card step). */
export function NextButton({ name, value }: { name?: string; value?: string }) {
  return (
    <Button type="submit" name={name} value={value} iconEnd="arrow-right">
      {t("register.next")}
    </Button>
  );
}

interface ChoiceStepPageProps {
  /** The step; its title, lead and legend are the messages `register.<step>.title`, `.lead` and `.legend`. */
  step: "type" | "character";
  name: string;
  options: readonly RadioCardOption[];
  /** The answer stored so far: marked on its card, and sent by "Weiter". */
  current: string | undefined;
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** What the cards' figures mean, under the choice (the plan step's "ab" prices, decision 0109). */
  note?: ReactNode;
}

/** A step answered by choosing a card: each card is a submit button, so choosing it advances. */
export function ChoiceStepPage({ step, name, options, current, lastResult, note }: ChoiceStepPageProps) {
  const form = useReplyForm(lastResult, { [name]: current });
  return (
    <WizardPage
      {...registrationPage(step)}
      title={t(`register.${step}.title`)}
      lead={<p>{t(`register.${step}.lead`)}</p>}
      hasErrors={Boolean(lastResult)}
      form={form.props}
      summary={{ form, focusKey: lastResult }}
      footer={<NextButton name={current ? name : undefined} value={current} />}
    >
      <RadioCardGroup
        field={form.field(name)}
        legend={t(`register.${step}.legend`)}
        options={options}
        mode="submit"
        required
      />
      {note}
    </WizardPage>
  );
}
