import { useId } from "react";
import type { SubmissionResult } from "@conform-to/react";
import type { ConformField } from "~/components/fieldProps";

/** A field as the kit reads it (the part of Conform's field metadata `fieldProps.ts` names). */
export type ReplyField = ConformField;

export interface ReplyForm {
  /** Spread on `<Form>`: the id the fields' ids start with, and `noValidate` (the server validates). */
  props: { id: string; noValidate: true };
  /** For `ErrorSummary form={…}`: the form's id and every error by field name ("" for the whole form). */
  id: string;
  allErrors: Record<string, string[]>;
  /** "error" after a refused post (as Conform's `form.status`), for the page title's "Fehler:". */
  status: "error" | undefined;
  /** The field `name` (nested names as Conform writes them: `rows[0].name`). */
  field(name: string): ReplyField;
}

/** The value at a Conform field name (`a.b`, `a[0].b`) of a nested payload, as text (numbers too). */
function valueAt(payload: unknown, name: string): string | undefined {
  let value = payload;
  for (const key of name.split(/\.|\[(\d+)\]/).filter(Boolean)) {
    value = value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  }
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;
}

/**
 * The form of a page whose action validates on the server and answers with Conform's reply
 * (`~/.server/forms`), rendered without Conform's client runtime (≈ 8.5 KB brotli, decision 0010):
 * each field gets the server's German errors, and after a failed post the value sent (what Conform
 * shows without JavaScript), otherwise `defaultValue`. Ids as Conform gives them (`${formId}-${name}`),
 * so `ErrorSummary` links to the fields. Pure; `useReplyForm` adds a stable form id.
 */
export function replyForm(
  formId: string,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue: Record<string, unknown> = {},
): ReplyForm {
  const allErrors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(lastResult?.error ?? {})) {
    if (messages?.length) allErrors[name] = messages;
  }
  const values = lastResult?.initialValue ?? defaultValue;
  return {
    props: { id: formId, noValidate: true },
    id: formId,
    allErrors,
    status: lastResult?.status === "error" ? "error" : undefined,
    field(name) {
      const id = `${formId}-${name}`;
      return {
        key: undefined,
        id,
        name,
        errorId: `${id}-error`,
        descriptionId: `${id}-description`,
        errors: allErrors[name],
        defaultValue: valueAt(values, name),
        required: undefined,
      };
    },
  };
}

/**
 * `replyForm` for a component: `const form = useReplyForm(actionData, loaderData.defaults)`, then
 * `<Form method="post" {...form.props}>`, `<ErrorSummary form={form} …>`, `field={form.field("email")}`.
 */
export function useReplyForm(
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue?: Record<string, unknown>,
  id?: string,
): ReplyForm {
  const generated = useId();
  return replyForm(id ?? generated, lastResult, defaultValue);
}

/**
 * On a page with several forms: the failed submit's result if it came from the form that posted `intent`
 * (the posted intent comes back in `initialValue`), else undefined, so the other forms keep their values.
 */
export function resultForIntent<Result extends SubmissionResult<string[]>>(
  actionData: Result | null | undefined,
  intent: string,
): Result | undefined {
  const posted = (actionData?.initialValue as Record<string, unknown> | undefined)?.intent;
  return posted === intent && actionData ? actionData : undefined;
}
