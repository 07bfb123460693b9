import { Form } from "react-router";
import { Button } from "~/components/Button";
import { PageHeading } from "~/components/PageHeading";
import { requireStaff } from "~/.server/auth/guards";
import { requestInfoContext, runtimeContext } from "~/.server/context";
import { holdProvision } from "~/.server/services/staff";
import { sessionContext } from "~/.server/session";
import { throwAsPage } from "~/.server/intent";
import { redirectWithToast } from "~/.server/toast";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/provision-open";
import { StaffErrorPage, staffErrorMeta } from "./error-page";

/**
 * /provisions/:provisionId (spec 000 §2): a staff member takes up that customer's provision and lands on
 * its overview. A link (GET) or the "Vorsorge öffnen" button (POST) both come here.
 */
async function open({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const actor = requireStaff(context, request);
  const { db } = context.get(runtimeContext).database;
  const held = await holdProvision(db, actor, params.provisionId, context.get(requestInfoContext).ip).catch(
    throwAsPage,
  );
  const session = context.get(sessionContext);
  session.set("heldProvisionId", held.provisionId);
  return redirectWithToast("/overview", session, {
    kind: "info",
    message: t("staff.provision.opened", { name: held.displayName, number: String(held.number) }),
  });
}

/**
 * A link from another site (e.g. the CRM) asks first: another site must not switch the provision staff work
 * on behind their back. Browsers without Sec-Fetch-Site (old ones) open directly.
 */
export function loader(args: Route.LoaderArgs) {
  if (args.request.headers.get("Sec-Fetch-Site") !== "cross-site") return open(args);
  requireStaff(args.context, args.request);
  return { confirm: true };
}

export const action = (args: Route.ActionArgs) => open(args);

export const meta = ({ error }: Route.MetaArgs) =>
  error ? staffErrorMeta(error) : pageTitle(t("staff.salesforce.open"));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}

export default function ProvisionOpen() {
  return (
    <>
      <PageHeading lead={<p>{t("staff.provision.confirm")}</p>}>{t("staff.salesforce.open")}</PageHeading>
      <Form method="post">
        <Button type="submit">{t("staff.salesforce.open")}</Button>
      </Form>
    </>
  );
}
