import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { isServiceError, type ServiceError } from "~/domain/errors";

export const HONEYPOT_FIELD = "website";

/** Parses a posted form with the form's zod schema (Conform). */
export async function parseForm<Schema extends z.ZodType>(request: Request, schema: Schema) {
  const formData = await request.formData();
  return { formData, submission: parseWithZod(formData, { schema }) };
}

/** A bot filled the hidden field every person leaves empty. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.length > 0;
}

type Submission = Awaited<ReturnType<typeof parseForm>>["submission"];

/** Answers a failed submit: the Conform result with the errors, status 400 (or the error's own 4xx). */
export function invalid(
  submission: Submission,
  error?: ServiceError | { formErrors: string[] },
  status = 400,
) {
  if (!error) return data(submission.reply(), { status });
  if (isServiceError(error)) {
    const reply = error.field
      ? submission.reply({ fieldErrors: { [error.field]: [error.userMessage] } })
      : submission.reply({ formErrors: [error.userMessage] });
    return data(reply, { status: error.status >= 400 && error.status < 500 ? error.status : status });
  }
  return data(submission.reply(error), { status });
}
