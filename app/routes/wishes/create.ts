import { redirect, href } from "react-router";
import { withErrorPages } from "~/.server/service-errors";
import { funnelStep } from "./funnel.server";
import type { Route } from "./+types/create";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/wishes"));

/** /overview/wishes/create: the first step (or /overview/wishes when wishes exist). */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  await funnelStep(context, request, "intro");
  return redirect(href("/overview/wishes/create/intro"));
});
