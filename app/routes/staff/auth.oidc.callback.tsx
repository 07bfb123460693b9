import { data, redirect, href } from "react-router";
import { clearStateCookies, describeOidcFailure, finishOidcSignIn, oidcClientFor } from "~/.server/auth/oidc";
import { logger } from "~/.server/logger";
import { signOutSession, startSession } from "~/.server/services/account";
import { requestOf } from "~/.server/route-request";
import { t } from "~/i18n";
import type { Route } from "./+types/auth.oidc.callback";
import { OidcProblem, oidcMeta } from "./oidc-problem";
import { withErrorPages } from "~/.server/service-errors";

/** /auth/oidc/callback: the provider sends staff back here; a staff member is signed in to /backoffice. */
export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const { runtime, db, ip, session } = requestOf({ context });
  const client = oidcClientFor(runtime);
  if (!client) throw data(null, { status: 404 });
  const headers = new Headers();
  for (const cookie of clearStateCookies(request)) headers.append("Set-Cookie", cookie);
  try {
    const now = runtime.clock.now();
    const { user, tokens } = await finishOidcSignIn(db, await client, request, now, ip);
    if (session.get("auth")) await signOutSession(db, { session, now });
    startSession(session, tokens);
    // Intro screens are about a customer's own provision; staff start on the back office's start page.
    session.unset("showIntro");
    logger.info({ userId: user.id }, "staff signed in with OpenID Connect");
    return redirect(href("/backoffice"), { headers });
  } catch (error) {
    const failure = describeOidcFailure(error);
    if (failure.unexpected) logger.error({ err: error }, "OIDC sign-in failed");
    else logger.warn({ reason: failure.message }, "OIDC sign-in refused");
    return data({ message: t(failure.message) }, { status: failure.status, headers });
  }
});

export const meta = ({ error }: Route.MetaArgs) => oidcMeta(error);

export default function OidcCallback({ loaderData }: Route.ComponentProps) {
  return <OidcProblem message={loaderData.message} />;
}
