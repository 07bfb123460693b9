import { redirect, href } from "react-router";
import { requireStaff } from "~/.server/auth/guards";
import { requestInfoContext, runtimeContext } from "~/.server/context";
import { letGoOfProvision } from "~/.server/services/staff";
import { sessionContext } from "~/.server/session";
import { redirectWithToast } from "~/.server/toast";
import { t } from "~/i18n";
import type { Route } from "./+types/provisions.disconnect";
import { StaffErrorPage, staffErrorMeta } from "./error-page";

/** The admin banner's "Verbindung trennen" (spec 000 §2 Shell): let go of the customer's provision. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = requireStaff(context, request);
  const session = context.get(sessionContext);
  const { db } = context.get(runtimeContext).database;
  const result = await letGoOfProvision(db, session, actor, context.get(requestInfoContext).ip);
  if (!result) return redirect(href("/salesforce"));
  const { released } = result;
  return redirectWithToast(href("/salesforce"), session, {
    kind: "info",
    message: released
      ? t("staff.provision.released", { name: released.displayName })
      : t("staff.provision.releasedUnknown"),
  });
}

export function loader() {
  return redirect(href("/salesforce"));
}

export const meta = ({ error }: Route.MetaArgs) => staffErrorMeta(error);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}

export default function ProvisionDisconnect() {
  return null;
}
