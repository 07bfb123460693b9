import { data, Form, redirect, href } from "react-router";
import { Button } from "~/components/Button";
import { PageHeading } from "~/components/PageHeading";
import { requireStaff } from "~/.server/auth/guards";
import { requestInfoContext, runtimeContext } from "~/.server/context";
import { isUuid } from "~/.server/db/uuid";
import { takeUpProvision } from "~/.server/services/staff";
import { sessionContext } from "~/.server/session";
import { throwAsPage } from "~/.server/intent";
import { redirectWithToast } from "~/.server/toast";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/provisions.$provisionId";
import { StaffErrorPage, staffErrorMeta } from "./error-page";

/**
 * /provisions/:provisionId (spec 000 §2): a staff member takes up that customer's provision and lands on
 * its overview. Only the POST of the "Vorsorge öffnen" button switches (the portal's origin check guards it
 * like every POST); a link (GET), from this site or another, shows that button first, so no link, image or
 * page can switch the customer a staff member works on behind their back (decision 0028).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = requireStaff(context, request);
  const { db } = context.get(runtimeContext).database;
  const session = context.get(sessionContext);
  const ip = context.get(requestInfoContext).ip;
  const held = await takeUpProvision(db, session, actor, params.provisionId, ip).catch(throwAsPage);
  return redirectWithToast(href("/overview"), session, {
    kind: "info",
    message: t("staff.provision.opened", { name: held.displayName, number: String(held.number) }),
  });
}

/** The confirmation page; nothing is read or held. Already holding this provision: its overview. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  const actor = requireStaff(context, request);
  if (!isUuid(params.provisionId)) throw data({ message: t("error.http.404") }, { status: 404 });
  if (actor.heldProvisionId === params.provisionId) throw redirect(href("/overview"));
  return { switching: actor.heldProvisionId !== null };
}

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
