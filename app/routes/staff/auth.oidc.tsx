import { data, redirect, href } from "react-router";
import { oidcClientFor, startOidcSignIn } from "~/.server/auth/oidc";
import { requestOf } from "~/.server/route-request";
import { logger } from "~/.server/logger";
import { t } from "~/i18n";
import type { Route } from "./+types/auth.oidc";
import { OidcProblem, oidcMeta } from "./oidc-problem";
import { withErrorPages } from "~/.server/service-errors";

/** /auth/oidc: sends staff to the OpenID provider (404 without OIDC configuration). */
export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const { runtime, actor } = requestOf({ context });
  const client = oidcClientFor(runtime);
  if (!client) throw data(null, { status: 404 });
  if (actor?.isStaff) return redirect(href("/backoffice"));
  try {
    return await startOidcSignIn(await client, request);
  } catch (error) {
    logger.error({ err: error }, "OIDC sign-in could not start");
    return data({ message: t("staff.oidc.unavailable") }, { status: 502 });
  }
});

export const meta = ({ error }: Route.MetaArgs) => oidcMeta(error);

export default function OidcStart({ loaderData }: Route.ComponentProps) {
  return <OidcProblem message={loaderData.message} />;
}
