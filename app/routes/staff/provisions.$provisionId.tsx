import { Form, redirect, href } from "react-router";
import { Button } from "~/components/Button";
import { PageHeading } from "~/components/PageHeading";
import { isUuid } from "~/domain/validation/uuid";
import { notFound } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import { throwAsPage, withErrorPages } from "~/.server/service-errors";
import { takeUpProvision } from "~/.server/services/staff";
import { redirectWithToast } from "~/.server/toast";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/provisions.$provisionId";
import { StaffErrorPage, staffErrorMeta } from "./error-page";

/**
 * /provisions/:provisionId: a staff member takes up that customer's provision and lands on
 * its overview. Only the POST of the "Vorsorge öffnen" button switches (the portal's origin check guards it
 * like every POST); a link (GET), from this site or another, shows that button first, so no link, image or
 * page can switch the customer a staff member works on behind their back (decision 0028).
 */
export const action = withErrorPages(async function action({ request, context, params }: Route.ActionArgs) {
  const { db, actor, session, ip } = requestOf({ request, context }, "staff");
  const held = await takeUpProvision(db, actor, { provisionId: params.provisionId }, { ip, session }).catch(
    throwAsPage,
  );
  return redirectWithToast(href("/overview"), session, {
    kind: "info",
    message: t("staff.provision.opened", { name: held.displayName, number: String(held.number) }),
  });
});

/** The confirmation page; nothing is read or held. Already holding this provision: its overview. */
export const loader = withErrorPages(async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor } = requestOf({ request, context }, "staff");
  if (!isUuid(params.provisionId)) notFound();
  if (actor.heldProvisionId === params.provisionId) throw redirect(href("/overview"));
  return { switching: actor.heldProvisionId !== null };
});

export const meta = ({ error }: Route.MetaArgs) =>
  error ? staffErrorMeta(error) : pageTitle(t("staff.salesforce.open"));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}

export default function ProvisionOpen({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading
        lead={
          <>
            <p>{t("staff.provision.confirm")}</p>
            {loaderData.switching ? <p>{t("staff.provision.confirmSwitch")}</p> : null}
          </>
        }
      >
        {t("staff.salesforce.open")}
      </PageHeading>
      <Form method="post">
        <Button type="submit">{t("staff.salesforce.open")}</Button>
      </Form>
    </>
  );
}
