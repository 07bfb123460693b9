/** Test helpers: run a schema and collect messages by field path. */
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

export type FieldErrors = Record<string, string[]>;

/** Messages per dotted path after a plain safeParse ({} when valid). */
export function errorsOf(schema: z.ZodType, data: unknown): FieldErrors {
  const result = schema.safeParse(data);
  const errors: FieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    (errors[path] ??= []).push(issue.message);
  }
  return errors;
}

/** The first message of one field, or undefined. */
export function errorOf(schema: z.ZodType, data: unknown, field: string): string | undefined {
  return errorsOf(schema, data)[field]?.[0];
}

export interface Submitted {
  status: "success" | "error" | undefined;
  /** the parsed value on success */
  value: unknown;
  /** messages per field name on failure */
  error: Record<string, string[] | null> | null | undefined;
}

/** Parses form fields the way an action does: FormData through Conform. */
export function submit(schema: z.ZodType, fields: Record<string, string>): Submitted {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  const submission = parseWithZod(formData, { schema });
  return submission.status === "success"
    ? { status: "success", value: submission.value, error: undefined }
    : { status: submission.status, value: undefined, error: submission.error };
}
