/**
 * The sign-up wizard's draft on the server-side wizard store: answers keyed by step, the
 * submission id of this wizard run, the app parameters and the entry URL. Never the password.
 */
import type { RouterContextProvider } from "react-router";
import { requireCatalogue } from "~/.server/catalogue-ready";
import { newSubmissionId } from "~/.server/services/registration";
import { wizardRequest } from "~/.server/wizard";
import {
  readRegistrationDraft,
  registrationWizard,
  type RegistrationDraft,
  type RegistrationStep,
  type StoredStep,
} from "~/domain/registration";

type Context = Readonly<RouterContextProvider>;

const registration = (context: Context) => wizardRequest(context, registrationWizard);

export async function readDraft(context: Context): Promise<RegistrationDraft> {
  return readRegistrationDraft(await registration(context).load());
}

/** Replaces the draft (written only when it changed). */
export async function writeDraft(context: Context, draft: RegistrationDraft): Promise<void> {
  await registration(context).update(draft as Record<string, unknown>);
}

/** Deletes the draft (after the account was created). */
export async function clearDraft(context: Context): Promise<void> {
  await registration(context).clear();
}

/**
 * The draft for a step, when every earlier step validated; otherwise a redirect to the first step.
 * A POST out of order is refused the same way, logged, and changes nothing. While the catalogue is empty every
 * step answers the "offers are being prepared" page (decision 0059): nobody signs up for an offer without items.
 */
export async function requireStep(
  context: Context,
  step: RegistrationStep,
  request: Request,
): Promise<RegistrationDraft> {
  await requireCatalogue({ context });
  const { draft } = await registration(context).requireStep(request, step);
  return readRegistrationDraft(draft);
}

/** Stores a step's answer (starting the wizard run's submission id) and returns the next page. */
export async function saveStep<K extends StoredStep>(
  context: Context,
  draft: RegistrationDraft,
  step: K,
  value: NonNullable<RegistrationDraft[K]>,
): Promise<Response> {
  return registration(context).saveStep(step, value, {
    extra: { failed: undefined, submissionId: draft.submissionId ?? newSubmissionId() },
  });
}
