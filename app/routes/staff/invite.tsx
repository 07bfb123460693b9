import { data, href } from "react-router";
import { errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { invalid, isHoneypotFilled, parseForm } from "~/.server/forms";
import { logger } from "~/.server/logger";
import { requestOf } from "~/.server/route-request";
import { onServiceError, withErrorPages } from "~/.server/service-errors";
import { acceptStaffInvite, verifyStaffInvite } from "~/.server/services/backoffice/staff";
import { redirectWithToast } from "~/.server/toast";
import { newPasswordSchema } from "~/domain/validation";
import { t } from "~/i18n";
import { useReplyForm } from "~/reply-form";
import { NewPasswordForm, NoticePage } from "../auth/notice-page";
import type { Route } from "./+types/invite";

type View = { view: "form"; email: string } | { view: "invalid" };

const invalidLink = () => data<View>({ view: "invalid" }, { status: 400 });

/**
 * /staff/invite?token=…: a colleague invited in the back office sets their first password (decision 0056),
 * then signs in at /login. Open to everyone; the link is the credential (72 h, once).
 */
export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { db, runtime } = requestOf({ context });
  const now = runtime.clock.now();
  return onServiceError(
    async () => data<View>({ view: "form", email: (await verifyStaffInvite(db, { token }, { now })).email }),
    ["CodeMismatchException", "ExpiredCodeException"],
    (error) => {
      logger.warn({ code: error.code }, "staff invitation link refused");
      return invalidLink();
    },
  );
});

export const action = withErrorPages(async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { formData, submission } = await parseForm(request, newPasswordSchema);
  if (submission.status !== "success") return invalid(submission);
  if (isHoneypotFilled(formData)) return invalid(submission, { formErrors: [t("error.general")] });
  const { db, ip, session, runtime } = requestOf({ context });
  return onServiceError(
    async () => {
      await acceptStaffInvite(
        db,
        { token, password: submission.value.password },
        { ip, now: runtime.clock.now() },
      );
      return redirectWithToast(href("/login"), session, {
        kind: "success",
        message: t("backoffice.staff.accept.done"),
      });
    },
    undefined,
    (error) => {
      if (error.code === "CodeMismatchException" || error.code === "ExpiredCodeException")
        return invalidLink();
      return invalid(submission, error);
    },
  );
});

export default function AcceptInvite({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData && "status" in actionData ? actionData : undefined;
  const form = useReplyForm(reply, {}, "staff-invite");
  const view = actionData && "view" in actionData ? actionData : loaderData;
  if (view.view === "invalid") {
    return (
      <NoticePage
        title={t("backoffice.staff.accept.invalidTitle")}
        tone="error"
        message={t("backoffice.staff.accept.invalid")}
        action={{ to: href("/login"), label: t("auth.activate.toLogin") }}
      />
    );
  }
  return (
    <>
      <title>
        {errorTitle(t("shell.title", { page: t("backoffice.staff.accept.title") }), form.status === "error")}
      </title>
      <PageHeading lead={<p>{t("backoffice.staff.accept.lead", { email: view.email })}</p>}>
        {t("backoffice.staff.accept.title")}
      </PageHeading>
      <NewPasswordForm
        form={form}
        focusKey={actionData}
        username={view.email}
        label={t("backoffice.staff.accept.password")}
        submit={t("backoffice.staff.accept.submit")}
      />
    </>
  );
}
