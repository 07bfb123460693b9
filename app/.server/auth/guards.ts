import { data, redirect, type RouterContextProvider } from "react-router";
import { t } from "~/i18n";
import { pageUrl } from "../http/url";
import { logger } from "../logger";
import { actorContext, type Actor } from "./actor";

/** The signed-in actor; anonymous visitors are sent to /login, keeping where they wanted to go. */
export function requireActor(context: Readonly<RouterContextProvider>, request: Request): Actor {
  const actor = context.get(actorContext);
  if (actor) return actor;
  throw redirect(`/login?redirectTo=${encodeURIComponent(pageUrl(request))}`);
}

/** Staff only (admin or customercare); anyone else gets 403 with the German message. */
export function requireStaff(context: Readonly<RouterContextProvider>, request: Request): Actor {
  const actor = requireActor(context, request);
  if (!actor.isStaff) {
    logger.warn({ userId: actor.userId, url: pageUrl(request) }, "staff route refused to a customer");
    throw data({ message: t("error.http.403") }, { status: 403 });
  }
  return actor;
}
