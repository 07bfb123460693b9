import { href, redirect } from "react-router";
import { requestOf } from "~/.server/route-request";
import { newSubmissionId } from "~/.server/services/registration";
import { signUpDraft } from "~/.server/services/partner-api/signup";
import { redirectWithToast } from "~/.server/toast";
import { t } from "~/i18n";
import { writeDraft } from "~/routes/register/draft.server";
import type { Route } from "./+types/register.partner.$token";
import { withErrorPages } from "~/.server/service-errors";

/**
 * /register/partner/:token — the sign-up link of a partner's proposal (decision 0058): a valid link fills the
 * sign-up wizard with the proposal's answers and opens its last step, where the customer checks them and chooses
 * a password. It grants nothing: the account is created by the wizard's own submit (an address that already has
 * an account is refused there), and a link for an address that already has an account leads to the sign-in.
 */
export const loader = withErrorPages(async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config, runtime, session, actor } = requestOf({ context });
  if (actor) return redirect(href("/"));
  const found = await signUpDraft(db, null, { token: params.token }, { now: runtime.clock.now(), config });
  if (found.kind === "invalid") {
    return redirectWithToast(href("/register"), session, {
      kind: "error",
      message: t("backoffice.partners.signup.invalid"),
    });
  }
  if (found.kind === "registered") {
    return redirectWithToast(href("/login"), session, {
      kind: "info",
      message: t("backoffice.partners.signup.registered"),
    });
  }
  await writeDraft(context, { ...found.draft, submissionId: newSubmissionId() });
  return redirect(href("/register/data"));
});
