/** What every route of the wishes area needs per request: the actor, the database, the IP, the session. */
import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import { requireActor } from "~/.server/auth/guards";
import { requestInfoContext, runtimeContext } from "~/.server/context";
import { invalid, type parseForm } from "~/.server/forms";
import { sessionContext } from "~/.server/session";
import type { MailSettings } from "~/.server/services/trusted-person";
import { isServiceError } from "~/domain/errors";
import { t } from "~/i18n";

export function areaRequest(context: Readonly<RouterContextProvider>, request: Request) {
  const actor = requireActor(context, request);
  const runtime = context.get(runtimeContext);
  const mail: MailSettings = { baseUrl: runtime.config.BASE_URL, hotline: runtime.config.hotline };
  return {
    actor,
    runtime,
    db: runtime.database.db,
    ip: context.get(requestInfoContext).ip,
    session: context.get(sessionContext),
    mail,
  };
}

type Submission = Awaited<ReturnType<typeof parseForm>>["submission"];

/**
 * Runs a change for a valid form; a ServiceError of 4xx (stale version, not found, …) comes back as the form's
 * message with its status, so what the user typed stays in the form.
 */
export async function orFormError<T>(submission: Submission, run: () => Promise<T>) {
  try {
    return { ok: true as const, value: await run() };
  } catch (error) {
    if (isServiceError(error) && error.status >= 400 && error.status < 500) {
      return { ok: false as const, reply: invalid(submission, error) };
    }
    throw error;
  }
}

/** 404 page for an unknown step, card or guest in the URL. */
export function notFound(): never {
  throw data({ message: t("error.http.404") }, { status: 404 });
}
