import { redirect } from "react-router";
import { runtimeContext } from "~/.server/context";
import { signOutSession } from "~/.server/services/account";
import { sessionContext } from "~/.server/session";
import { addToast } from "~/.server/toast";
import { t } from "~/i18n";
import type { Route } from "./+types/logout";

/** Sign-out is a POST (spec 000 §4): clears the session and revokes the refresh token. */
export async function action({ context }: Route.ActionArgs) {
  const session = context.get(sessionContext);
  await signOutSession(context.get(runtimeContext), session);
  addToast(session, "info", t("auth.logout.done"));
  return redirect("/login");
}

export function loader() {
  return redirect("/");
}
