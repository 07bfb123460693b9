import { redirect, href } from "react-router";
import { signOutSession } from "~/.server/services/account";
import { requestOf } from "~/.server/route-request";
import { redirectWithToast } from "~/.server/toast";
import { t } from "~/i18n";
import type { Route } from "./+types/logout";
import { withErrorPages } from "~/.server/service-errors";

/** Sign-out is a POST: clears the session and revokes the refresh token. */
export const action = withErrorPages(async function action({ context }: Route.ActionArgs) {
  const { db, session, runtime } = requestOf({ context });
  await signOutSession(db, { session, now: runtime.clock.now() });
  return redirectWithToast(href("/login"), session, { kind: "info", message: t("auth.logout.done") });
});

export const loader = withErrorPages(async function loader() {
  return redirect(href("/"));
});
