import { Outlet, redirect, href } from "react-router";
import { pagePath } from "~/.server/http/url";
import { signedInRequest } from "~/.server/route-request";
import type { Route } from "./+types/layout";

const NO_INTRO_PATHS = new Set([href("/intro"), href("/logout"), href("/activate-account")]);

/**
 * Private routes: anonymous visitors go to /login keeping where they wanted to go;
 * right after sign-in the intro screens come first.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }) => {
    const { session } = signedInRequest({ request, context });
    const { path, search } = pagePath(request);
    if (session.get("showIntro") && request.method === "GET" && !NO_INTRO_PATHS.has(path)) {
      throw redirect(`${href("/intro")}?redirectTo=${encodeURIComponent(path + search)}`);
    }
  },
];

export default function PrivateLayout() {
  return <Outlet />;
}
