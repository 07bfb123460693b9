import { redirect, href } from "react-router";
import { requestOf } from "~/.server/route-request";
import { letGoOfProvision } from "~/.server/services/staff";
import { redirectWithToast } from "~/.server/toast";
import { t } from "~/i18n";
import type { Route } from "./+types/provisions.disconnect";
import { StaffErrorPage, staffErrorMeta } from "./error-page";
import { withErrorPages } from "~/.server/service-errors";

/** The admin banner's "Verbindung trennen": let go of the customer's provision, back to the back office's start page. */
export const action = withErrorPages(async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, session, ip } = requestOf({ request, context }, "staff");
  const result = await letGoOfProvision(db, actor, { ip, session });
  if (!result) return redirect(href("/backoffice"));
  const { released } = result;
  return redirectWithToast(href("/backoffice"), session, {
    kind: "info",
    message: released
      ? t("staff.provision.released", { name: released.displayName })
      : t("staff.provision.releasedUnknown"),
  });
});

export const loader = withErrorPages(async function loader() {
  return redirect(href("/backoffice"));
});

export const meta = ({ error }: Route.MetaArgs) => staffErrorMeta(error);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}

export default function ProvisionDisconnect() {
  return null;
}
