import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { ErrorSummary } from "~/components/ErrorSummary";
import { RadioCardGroup, type RadioCardOption } from "~/components/RadioCardGroup";
import { NextButton } from "./wizard-step";

/**
 * A wizard step's Conform form. Validation happens on the server only (the same answer with and without
 * JavaScript, and no schema code in the page's JavaScript); the action's result drives errors and focus.
 */
export function useStepForm<Values extends Record<string, unknown>>(
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue: Partial<Values>,
) {
  return useForm<Values>({ lastResult, defaultValue: defaultValue as never, shouldValidate: "onSubmit" });
}

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
  const [form, fields] = useStepForm<Record<string, string>>(lastResult, { [name]: current });
  const field = fields[name]!;
  return (
    <Form method="post" {...getFormProps(form)}>
      <ErrorSummary form={form} focusKey={lastResult} />
      <RadioCardGroup field={field} legend={legend} options={options} mode="submit" required />
      <NextButton name={current ? name : undefined} value={current} />
    </Form>
  );
}
