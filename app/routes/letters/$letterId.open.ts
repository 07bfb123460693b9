import { redirect, href } from "react-router";
import { notFound } from "~/.server/intent";
import { withErrorPages } from "~/.server/service-errors";
import { findLetter } from "~/.server/services/letters";
import type { Route } from "./+types/$letterId.open";
import { requestOf } from "~/.server/route-request";
import { LETTERS_EDIT_PATH, lettersSession } from "./letters.server";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/letters"));

/**
 * A tile's "Brief bearbeiten" link (decision 0023): remembers the letter in the session and opens its edit
 * overview. Only which letter the session works on changes, nothing of the letter or the provision, so a
 * plain link does (no form per tile). Another customer's, an unknown or a malformed id: 404, nothing remembered.
 */
export const loader = withErrorPages(async ({ request, context, params }: Route.LoaderArgs) => {
  const { actor, db, ip } = requestOf({ request, context }, "signedIn");
  const { letter } = await findLetter(db, actor, params.letterId, { ip });
  if (!letter) return notFound();
  await lettersSession(context).remember(letter.id);
  return redirect(LETTERS_EDIT_PATH);
});
