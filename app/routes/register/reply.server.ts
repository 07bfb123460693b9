import { data } from "react-router";
import { reply, type parseForm } from "~/.server/forms";

type Submission = Awaited<ReturnType<typeof parseForm>>["submission"];

export interface StepErrors {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
}

/**
 * A failed step submit with extra errors the schema cannot know (unknown place, e-mail taken, …), status 400
 * unless given. The password is never sent back into the page.
 */
export function stepError(submission: Submission, errors: StepErrors, status = 400) {
  return data(reply(submission, errors), { status });
}
