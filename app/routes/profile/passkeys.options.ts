import { href } from "react-router";
import { readForm } from "~/.server/intent";
import { passkeyForm, passkeyStep } from "~/.server/passkey-json";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { startPasskeyRegistration } from "~/.server/services/account/passkeys";
import { changesOnly } from "~/domain/after-death/read-only";
import { passkeyAddSchema } from "~/domain/validation/passkeys";
import type { Route } from "./+types/passkeys.options";

export const handle = changesOnly(href("/profile"));

/**
 * POST /profile/passkeys/options with the current password → the options for `navigator.credentials.create()`
 * (decision 0094). A wrong password: 400 at `currentPassword`, counted against the sign-in limit.
 */
export const action = withErrorPages(async function action(args: Route.ActionArgs) {
  const { db, actor, session, ip, config, runtime } = requestOf(args, "signedIn");
  const parsed = passkeyForm(await readForm(args.request), passkeyAddSchema);
  if (parsed.refused) return parsed.refused;
  return passkeyStep(async () =>
    Response.json(
      await startPasskeyRegistration(
        db,
        actor,
        { currentPassword: parsed.value.currentPassword },
        { ip, session, config, now: runtime.clock.now() },
      ),
    ),
  );
});
