import { Outlet, redirect, href } from "react-router";
import {requestOf} from "~/.server/route-request";
import type { Route } from "./+types/layout";

/** Public routes: signed-in users are sent to /. */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    if (requestOf({ context }).actor) throw redirect(href("/"));
  },
];

export const handle = { footer: "simple" };

export default function PublicLayout() {
  return <Outlet />;
}
