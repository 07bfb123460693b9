import { href } from "react-router";
import { readForm } from "~/.server/intent";
import { passkeyForm, passkeyStep } from "~/.server/passkey-json";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { finishPasskeyRegistration } from "~/.server/services/account/passkeys";
import { addToast } from "~/.server/toast";
import { changesOnly } from "~/domain/after-death/read-only";
import { passkeyRegisterSchema } from "~/domain/validation/passkeys";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import type { Route } from "./+types/passkeys";

export const handle = changesOnly(href("/profile"));

/**
 * POST /profile/passkeys with the authenticator's answer (`response`, JSON) and an optional name → stores the
 * passkey (decision 0094) and queues the toast the profile shows next; a refusal → `{ message }` with its 4xx.
 */
export const action = withErrorPages(async function action(args: Route.ActionArgs) {
  const { db, actor, session, config, runtime } = requestOf(args, "signedIn");
  const parsed = passkeyForm(await readForm(args.request), passkeyRegisterSchema);
  if (parsed.refused) return parsed.refused;
  const now = runtime.clock.now();
  const name = parsed.value.name ?? t("profile.passkeys.defaultName", { date: formatViewDate(now) });
  return passkeyStep(async () => {
    await finishPasskeyRegistration(
      db,
      actor,
      { response: parsed.value.response, name },
      { session, config, now },
    );
    addToast(session, "success", t("profile.passkeys.added", { name }));
    return Response.json({ added: true });
  });
});
