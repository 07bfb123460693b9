/** What every route of the wishes area needs per request: the actor, the database, the IP, the session. */
import type { RouterContextProvider } from "react-router";
import { data } from "react-router";
import { requireActor } from "~/.server/auth/guards";
import { requestInfoContext, runtimeContext } from "~/.server/context";
import { sessionContext } from "~/.server/session";
import type { MailSettings } from "~/.server/services/trusted-person";
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

/** 404 page for an unknown step, card or guest in the URL. */
export function notFound(): never {
  throw data({ message: t("error.http.404") }, { status: 404 });
}
