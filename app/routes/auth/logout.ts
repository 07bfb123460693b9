import { redirect, href } from "react-router";
import { runtimeContext } from "~/.server/context";
import { signOutSession } from "~/.server/services/account";
import { sessionContext } from "~/.server/session";
import { redirectWithToast } from "~/.server/toast";
import { t } from "~/i18n";
import type { Route } from "./+types/logout";

/** Sign-out is a POST (spec 000 §4): clears the session and revokes the refresh token. */
export async function action({ context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  await signOutSession(context.get(runtimeContext), session);
  return redirectWithToast(href("/login"), session, { kind: "info", message: t("auth.logout.done") });
}

export function loader() {
  return redirect(href("/"));
}
