import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { ErrorSummary } from "~/components/ErrorSummary";
import { RadioCardGroup, type RadioCardOption } from "~/components/RadioCardGroup";
import { useReplyForm } from "~/reply-form";
import { NextButton } from "./wizard-step";

export interface ChoiceStepFormProps {
  name: string;
  legend: string;
  options: readonly RadioCardOption[];
  /** The answer stored so far: marked on its card, and sent by "Weiter". */
  current: string | undefined;
  lastResult: SubmissionResult<string[]> | null | undefined;
  children?: ReactNode;
}

/** A step answered by choosing a card: each card is a submit button, so choosing it advances. */
export function ChoiceStepForm({ name, legend, options, current, lastResult }: ChoiceStepFormProps) {
  const form = useReplyForm(lastResult, { [name]: current });
  const field = form.field(name);
  return (
    <Form method="post" {...form.props}>
      <ErrorSummary form={form} focusKey={lastResult} />
      <RadioCardGroup field={field} legend={legend} options={options} mode="submit" required />
      <NextButton name={current ? name : undefined} value={current} />
    </Form>
  );
}
