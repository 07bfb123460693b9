import { Outlet, redirect, href } from "react-router";
import { pagePath } from "~/.server/http/url";
import { signedInRequest } from "~/.server/route-request";
import { ownProvisionFrozen } from "~/.server/services/after-death/freeze-guard";
import type { Route } from "./+types/layout";

const NO_INTRO_PATHS = new Set([href("/intro"), href("/logout"), href("/activate-account")]);
const CLOSED_PATH = href("/vorsorge-abgeschlossen");

/**
 * Private routes: anonymous visitors go to /login keeping where they wanted to go;
 * the owner of a frozen provision (a confirmed death, decision 0063) sees only the calm page, for every
 * request, form posts included; right after sign-in the intro screens come first.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    const { db, actor, session } = signedInRequest({ request, context });
    const { path, search } = pagePath(request);
    // The calm page comes without intro screens (they would lead back here).
    if (path === CLOSED_PATH) return;
    if (await ownProvisionFrozen(db, actor, session)) throw redirect(CLOSED_PATH);
    if (session.get("showIntro") && request.method === "GET" && !NO_INTRO_PATHS.has(path)) {
      throw redirect(`${href("/intro")}?redirectTo=${encodeURIComponent(path + search)}`);
    }
  },
];

export default function PrivateLayout() {
  return <Outlet />;
}
