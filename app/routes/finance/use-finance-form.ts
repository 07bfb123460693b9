import { useForm, type SubmissionResult } from "@conform-to/react";

/**
 * A finance form on Conform. Validation happens on the server only (the same answer with and without
 * JavaScript); the action's result drives errors and focus.
 */
export function useFinanceForm<Values extends Record<string, unknown>>(
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue: Partial<Values>,
) {
  return useForm<Values>({ lastResult, defaultValue: defaultValue as never, shouldValidate: "onSubmit" });
}
