import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { isServiceError, type ServiceError } from "~/domain/errors";
import { cents, type Cents } from "~/domain/money";
import { readForm } from "./intent";
import { BUSY_RETRY_AFTER_SECONDS, formAnswer, formServiceError } from "./service-errors";

export const HONEYPOT_FIELD = "website";

/** Parses a posted form with the form's zod schema (Conform); a body that is no form is the German 400 page. */
export async function parseForm<Schema extends z.ZodType>(request: Request, schema: Schema) {
  const formData = await readForm(request);
  return { formData, submission: parseFields(formData, schema) };
}

/** Parses fields already read (a form read with its intent, a query) with the form's zod schema (Conform). */
export function parseFields<Schema extends z.ZodType>(fields: FormData | URLSearchParams, schema: Schema) {
  return parseWithZod(fields, { schema });
}

/** A bot filled the hidden field every person leaves empty. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.length > 0;
}

type Submission = Awaited<ReturnType<typeof parseForm>>["submission"];

/** Field names whose values are secrets: never sent back into a page (value attribute or hydration data). */
export const SECRET_FIELD = /password|passwort|secret|token|iban/i;

/** Every posted field name (nested names included) that holds a secret. */
export function secretFields(payload: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(payload).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (SECRET_FIELD.test(key)) return [name];
    return value && typeof value === "object" && !Array.isArray(value)
      ? secretFields(value as Record<string, unknown>, name)
      : [];
  });
}

/**
 * Conform's reply to a failed submit, without the value of any secret field: what the user typed
 * comes back prefilled, their password does not. The only way route modules build a reply (lint
 * forbids `submission.reply(` elsewhere), so no form can forget it.
 */
export function reply(
  submission: Submission,
  errors: { formErrors?: string[]; fieldErrors?: Record<string, string[]> } = {},
) {
  return submission.reply({ ...errors, hideFields: secretFields(submission.payload) });
}

/**
 * Answers a failed submit: the Conform result with the errors, status 400 (or a ServiceError's own 4xx, mapped
 * by `formAnswer` in ./service-errors).
 */
export function invalid(
  submission: Submission,
  error?: ServiceError | { formErrors: string[] },
  status = 400,
) {
  if (!error) return data(reply(submission), { status });
  if (isServiceError(error)) {
    const answer = formAnswer(error, status);
    const busy = answer.status === 503 ? { "Retry-After": String(BUSY_RETRY_AFTER_SECONDS) } : undefined;
    return data(reply(submission, answer.errors), { status: answer.status, headers: busy });
  }
  return data(reply(submission, error), { status });
}

/**
 * Runs a change for a valid form; a ServiceError of 4xx (stale version, not found, …) comes back as the form's
 * message with its status, so what the user typed stays in the form (`formServiceError` in ./service-errors).
 */
export async function orFormError<T>(submission: Submission, run: () => Promise<T>) {
  try {
    return { ok: true as const, value: await run() };
  } catch (error) {
    return { ok: false as const, reply: invalid(submission, formServiceError(error)) };
  }
}

/**
 * Runs a change asked for by a button without fields of its own (a row's "Sperren" in a table); a ServiceError
 * of 4xx comes back as `{ refused: message }` with its status, for the page to show above the table.
 */
export async function orRefused<T>(run: () => Promise<T>) {
  try {
    return { ok: true as const, value: await run() };
  } catch (error) {
    const refusal = formServiceError(error);
    return {
      ok: false as const,
      answer: data({ refused: refusal.userMessage }, { status: refusal.status }),
    };
  }
}

/**
 * The `shownTotal` hidden field: the total (cents) a page showed above its button, compared by the service with
 * the total it computes, never used as a price. Null when missing or not a whole number of cents.
 */
export function readShownTotal(form: FormData): Cents | null {
  const shown = Number(form.get("shownTotal"));
  return form.has("shownTotal") && Number.isSafeInteger(shown) && shown >= 0 ? cents(shown) : null;
}
