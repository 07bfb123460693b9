import { href } from "react-router";
import { readForm } from "~/.server/intent";
import { passkeyForm, passkeyStep } from "~/.server/passkey-json";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { signInWithPasskey } from "~/.server/services/account/passkeys";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { passkeySignInSchema } from "~/domain/validation/passkeys";
import { t } from "~/i18n";
import type { Route } from "./+types/login.passkey";

/**
 * POST /login/passkey with the authenticator's answer (`response`, JSON) → `{ redirectTo }` and the same signed-in
 * session a password starts (decision 0094); a refusal → `{ message }` with 401 (one message for every reason)
 * or 429, counted against the sign-in limit.
 */
export const action = withErrorPages(async function action(args: Route.ActionArgs) {
  const parsed = passkeyForm(await readForm(args.request), passkeySignInSchema);
  if (parsed.refused) return parsed.refused;
  const { db, session, ip, config, runtime } = requestOf(args);
  return passkeyStep(async () => {
    await signInWithPasskey(
      db,
      { response: parsed.value.response },
      { ip, session, config, now: runtime.clock.now() },
    );
    return Response.json({ redirectTo: safeRedirectPath(parsed.value.redirectTo, href("/overview")) });
  }, t("auth.postLogin.failed"));
});
