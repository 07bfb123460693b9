import { passkeyStep } from "~/.server/passkey-json";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { startPasskeySignIn } from "~/.server/services/account/passkeys";
import type { Route } from "./+types/login.passkey.options";

/**
 * POST /login/passkey/options → the options for `navigator.credentials.get()` (decision 0094); the challenge stays
 * on the server, named in this browser's session. Too many from one address: 429 with the German message.
 */
export const action = withErrorPages(async function action(args: Route.ActionArgs) {
  const { db, session, ip, config, runtime } = requestOf(args);
  return passkeyStep(async () =>
    Response.json(await startPasskeySignIn(db, { ip, session, config, now: runtime.clock.now() })),
  );
});
