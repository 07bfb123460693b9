/** The catalogue pages' answers: a refused form, a preview with the values to save, a service refusal. */
import { data } from "react-router";
import type { OfferImpact } from "~/domain/catalogue";
import { reply, type parseForm } from "~/.server/forms";
import { formAnswer, formServiceError } from "~/.server/service-errors";

type Submission = Awaited<ReturnType<typeof parseForm>>["submission"];

/** What a catalogue form's action answers when it does not redirect. */
export interface CatalogueAnswer {
  reply: ReturnType<typeof reply>;
  preview: { impact: OfferImpact; values: Record<string, string | string[]> } | null;
}

/** The posted values (text and lists of text) without the intent, for the confirm form. */
function postedValues(submission: Submission): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(submission.payload)) {
    if (name === "intent") continue;
    if (typeof value === "string") values[name] = value;
    else if (Array.isArray(value))
      values[name] = value.filter((item): item is string => typeof item === "string");
  }
  return values;
}

/** A form with errors: 400 (or the refusal's 4xx), the typed values back, nothing stored. */
export function refused(
  submission: Submission,
  errors?: { formErrors?: string[]; fieldErrors?: Record<string, string[]> },
  status = 400,
) {
  return data<CatalogueAnswer>({ reply: reply(submission, errors), preview: null }, { status });
}

/** A 4xx refusal of the service as the form's answer (5xx is rethrown). */
export function refusedByService(submission: Submission, error: unknown) {
  const answer = formAnswer(formServiceError(error));
  return refused(submission, answer.errors, answer.status);
}

/** The preview: the count and the values that "Änderung speichern" will post. */
export function previewAnswer(submission: Submission, impact: OfferImpact) {
  return data<CatalogueAnswer>({
    reply: reply(submission),
    preview: { impact, values: postedValues(submission) },
  });
}
