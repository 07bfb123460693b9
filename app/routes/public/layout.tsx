import { Outlet, href, redirect } from "react-router";
import { actorContext } from "~/.server/auth/actor";
import type { Route } from "./+types/layout";

/** Public routes (spec 000 §2): signed-in users are sent to /. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    if (context.get(actorContext)) throw redirect(href("/"));
  },
];

export const handle = { footer: "simple" };

export default function PublicLayout() {
  return <Outlet />;
}
