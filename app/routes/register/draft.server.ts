/**
 * The sign-up wizard's state in the session (spec 000 §2): answers keyed by step, the submission id of this
 * wizard run and the app parameters of the entry URL. Never the password.
 */
import { redirect } from "react-router";
import { logger } from "~/.server/logger";
import { newSubmissionId } from "~/.server/services/registration";
import type { AppSession } from "~/.server/session";
import {
  canEnterRegistrationStep,
  readRegistrationDraft,
  registrationStepPath,
  type RegistrationDraft,
  type RegistrationStep,
} from "~/domain/registration";

export function readDraft(session: AppSession): RegistrationDraft {
  return readRegistrationDraft(session.get("registration"));
}

export function writeDraft(session: AppSession, draft: RegistrationDraft): void {
  session.set("registration", draft as Record<string, unknown>);
}

/** The draft, started (with a new submission id) when there is none yet. */
export function ensureDraft(session: AppSession): RegistrationDraft {
  const draft = readDraft(session);
  if (draft.submissionId) return draft;
  const started = { ...draft, submissionId: newSubmissionId() };
  writeDraft(session, started);
  return started;
}

/**
 * The draft for a step, when every earlier step validated; otherwise a redirect to the first step
 * (spec 000 §2). A POST out of order is refused the same way, logged, and changes nothing.
 */
export function requireStep(
  session: AppSession,
  step: RegistrationStep,
  request: Request,
): RegistrationDraft {
  const draft = ensureDraft(session);
  if (canEnterRegistrationStep(step, draft)) return draft;
  if (request.method !== "GET") logger.warn({ step }, "registration step posted out of order");
  throw redirect(registrationStepPath("type"));
}

/** Stores a step's answer and returns the next page. */
export function saveStep<K extends keyof RegistrationDraft>(
  session: AppSession,
  draft: RegistrationDraft,
  key: K,
  value: RegistrationDraft[K],
  next: RegistrationStep,
): Response {
  writeDraft(session, { ...draft, [key]: value, failed: undefined });
  return redirect(registrationStepPath(next));
}
