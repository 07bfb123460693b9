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

/** The messages several schemas share, as the user reads them (spelled out here, so a changed text fails). */
export const REQUIRED = "Dieses Feld muss ausgefüllt werden.";
export const EMAIL = "Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.";
export const NO_LATIN =
  "Bitte verwenden Sie in der E-Mail-Adresse nur lateinische Buchstaben ohne Umlaute, Ziffern und die Zeichen + @ . _ -";
export const INVALID_CC =
  "Bitte geben Sie Ihre eigene E-Mail-Adresse ein. Adressen von vorsorgeportal.de sind nur in der Form kundenservice+…@vorsorgeportal.de möglich.";
export const INVALID_CONFIDANT =
  "Eine Adresse von vorsorgeportal.de kann nicht für eine Vertrauensperson verwendet werden. Bitte geben Sie die persönliche E-Mail-Adresse Ihrer Vertrauensperson ein.";
export const LENGTH_6 = "Bitte geben Sie mindestens 6 Zeichen ein.";
export const TRIM = "Das Passwort darf nicht mit einem Leerzeichen beginnen oder enden.";
export const POSTAL = "Bitte geben Sie eine gültige Postleitzahl ein, zum Beispiel 10115.";
export const CITY =
  "Bitte geben Sie einen gültigen Ort ein. Erlaubt sind Buchstaben, Leerzeichen und die Zeichen . - ( ) /";
export const IBAN = "Bitte geben Sie eine gültige IBAN ein, zum Beispiel DE89 3704 0044 0532 0130 00.";
export const INVALID_DATE = "Dieses Datum gibt es nicht. Bitte prüfen Sie Tag und Monat.";
export const WRONG = "Diese Angabe ist nicht gültig. Bitte prüfen Sie Ihre Eingabe.";
