/**
 * Actions with intents (docs/architecture.md, docs/decisions/0008-provision-access-and-intents.md): a page with
 * several actions posts `intent` (the submit button's name/value or a hidden field), and the action reads it
 * here. An unknown or missing intent, a malformed body or input that fails the intent's schema is answered
 * with a thrown `data({ message }, { status: 400 })` carrying a German message; the root error boundary (or
 * the route's own) shows it. Nothing is stored in that case.
 */
import { data } from "react-router";
import type { z } from "zod";
import type { WayOut } from "~/domain/features";
import { t } from "~/i18n";

/** The error page's payload: route modules throw `data(pageError(…), { status })`. */
export interface PageErrorData {
  message: string;
  /** What the customer can do about a refused feature (decision 0032); the error page offers it. */
  wayOut?: WayOut;
}

/** A German 4xx page (`message` is shown under the status's heading by the error boundary). */
export function badRequest(message = t("error.intent.unknown"), status = 400): never {
  throw data<PageErrorData>({ message }, { status });
}

/** The German 404 page, for an unknown id, step or card in the URL. */
export function notFound(): never {
  return badRequest(t("error.http.404"), 404);
}

// Mapping a ServiceError to its page moved to ./service-errors; these names stay importable from here.

/** The posted form; a body that is no form is the German 400 page. */
export async function readForm(source: Request | FormData): Promise<FormData> {
  if (!(source instanceof Request)) return source;
  try {
    return await source.formData();
  } catch {
    return badRequest(t("error.request.malformed"));
  }
}

/** Per-intent schemas for the fields that come with each intent (plain objects of the form's entries). */
export type IntentSchemas = Record<string, z.ZodObject>;

/** The typed result of `readIntent` with schemas: one variant per intent, `input` parsed by its schema. */
export type IntentInput<S extends IntentSchemas> = {
  [K in keyof S & string]: { intent: K; input: z.output<S[K]>; form: FormData };
}[keyof S & string];

/**
 * Reads the posted `intent` and checks it against the page's intents.
 *
 * - `readIntent(request, ["greeted", "resend"] as const)` → `{ intent: "greeted" | "resend", form }`
 * - `readIntent(request, { skip: z.object({ id: z.string() }), go: z.object({}) })` → a union discriminated by
 *   `intent`, with `input` parsed by that intent's schema (fails → 400 with the German message).
 *
 * Field errors of a real form belong to Conform: read the intent here, then `parseWithZod(form, { schema })`.
 */
export async function readIntent<const I extends readonly [string, ...string[]]>(
  source: Request | FormData,
  intents: I,
): Promise<{ intent: I[number]; form: FormData }>;
export async function readIntent<S extends IntentSchemas>(
  source: Request | FormData,
  schemas: S,
): Promise<IntentInput<S>>;
export async function readIntent(
  source: Request | FormData,
  intents: readonly string[] | IntentSchemas,
): Promise<{ intent: string; form: FormData; input?: unknown }> {
  const form = await readForm(source);
  const raw = form.get("intent");
  const names = Array.isArray(intents) ? intents : Object.keys(intents);
  const intent = typeof raw === "string" ? names.find((name) => name === raw) : undefined;
  if (!intent) return badRequest();
  if (Array.isArray(intents)) return { intent, form };
  const entries = Object.fromEntries([...form.keys()].map((key) => [key, form.get(key)]));
  const parsed = (intents as IntentSchemas)[intent]!.safeParse(entries);
  if (!parsed.success) return badRequest(t("error.http.400"));
  return { intent, form, input: parsed.data };
}
