/**
 * The answers of the passkey ceremony endpoints (decision 0094): JSON for the page's script, which shows
 * `message` (German) and the `fields`' messages; a refusal keeps its 4xx status. What an answer never holds: a
 * password, a challenge of another session, whether an account exists.
 */
import type { z } from "zod";
import { parseFields } from "./forms";
import { logger } from "./logger";
import { isRefusal, onServiceError } from "./service-errors";
import { t } from "~/i18n";

/** What the script reads of a refused step. */
export interface PasskeyRefusal {
  message: string;
  fields?: Record<string, string[]>;
}

export const refusedJson = (refusal: PasskeyRefusal, status: number) => Response.json(refusal, { status });

/**
 * The form's fields parsed with `schema`, or the 400 answer naming the fields' problems (never their values).
 */
export function passkeyForm<Schema extends z.ZodType>(form: FormData, schema: Schema) {
  const submission = parseFields(form, schema);
  if (submission.status === "success") return { value: submission.value as z.output<Schema> };
  const fields = Object.fromEntries(
    Object.entries(submission.error ?? {}).flatMap(([name, messages]) =>
      messages && messages.length > 0 ? [[name, messages]] : [],
    ),
  );
  return { refused: refusedJson({ message: t("auth.passkey.checkFields"), fields }, 400) };
}

/**
 * Runs a step; a 4xx ServiceError becomes its German message (at its field, if any) with its status. With
 * `unexpected`, any other failure is logged and answered with that message and 503 (the sign-in's post-login
 * call: the user stays signed out, as with a password).
 */
export async function passkeyStep(run: () => Promise<Response>, unexpected?: string): Promise<Response> {
  const step = onServiceError(run, isRefusal, (error) =>
    refusedJson(
      {
        message: error.userMessage,
        ...(error.field ? { fields: { [error.field]: [error.userMessage] } } : {}),
      },
      error.status,
    ),
  );
  if (unexpected === undefined) return step;
  return step.catch((error: unknown) => {
    logger.error({ err: error }, "passkey step failed");
    return refusedJson({ message: unexpected }, 503);
  });
}
