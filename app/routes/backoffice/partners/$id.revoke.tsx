import { Form, href, Link } from "react-router";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { findPartnerKey, revokePartnerKey } from "~/.server/services/backoffice/partners";
import { redirectWithToast } from "~/.server/toast";
import { Banner } from "~/components/Banner";
import { Button } from "~/components/Button";
import { PageHeading } from "~/components/PageHeading";
import { t } from "~/i18n";
import type { Route } from "./+types/$id.revoke";

/** /backoffice/partners/:id/revoke: the confirmation step (works without JavaScript), then the revocation. */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor } = requestOf(args, "staff");
  const key = await findPartnerKey(db, actor, { id: args.params.id });
  return { name: key.name, prefix: key.prefix, revoked: key.revokedAt !== null };
});

export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const { db, actor, ip, session, runtime } = requestOf(args, "staff");
  const { name } = await revokePartnerKey(
    db,
    actor,
    { id: args.params.id },
    { ip, now: runtime.clock.now() },
  );
  return redirectWithToast(href("/backoffice/partners"), session, {
    kind: "success",
    message: t("backoffice.partners.revoked", { name }),
  });
});

export default function RevokeKey({ loaderData }: Route.ComponentProps) {
  const { name, prefix, revoked } = loaderData;
  return (
    <>
      <title>{t("shell.title", { page: t("backoffice.partners.revoke.title", { name }) })}</title>
      <PageHeading>{t("backoffice.partners.revoke.title", { name })}</PageHeading>
      {revoked ? (
        <Banner variant="info" title={t("backoffice.partners.revoke.already")} />
      ) : (
        <>
          <p>{t("backoffice.partners.revoke.lead", { prefix })}</p>
          <Form method="post">
            <Button type="submit">{t("backoffice.partners.revoke.confirm")}</Button>
          </Form>
        </>
      )}
      <p>
        <Link to={href("/backoffice/partners")}>{t("backoffice.partners.revoke.cancel")}</Link>
      </p>
    </>
  );
}
