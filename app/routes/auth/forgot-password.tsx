import { Link, redirect, href } from "react-router";
import { errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { invalid, isHoneypotFilled, parseForm } from "~/.server/forms";
import { requestPasswordReset } from "~/.server/services/account";
import { requestOf } from "~/.server/route-request";
import { onServiceError, withErrorPages } from "~/.server/service-errors";
import { ServiceError } from "~/domain/errors";
import { forgotPasswordSchema } from "~/domain/validation";
import { useReplyForm } from "~/reply-form";
import { t } from "~/i18n";
import type { Route } from "./+types/forgot-password";
import { EmailRequestForm, NoticePage } from "./notice-page";

export const loader = withErrorPages(async function loader({ context }: Route.LoaderArgs) {
  return { sentTo: requestOf({ context }).session.get("sentTo") ?? null };
});

export const action = withErrorPages(async function action({ request, context }: Route.ActionArgs) {
  const { formData, submission } = await parseForm(request, forgotPasswordSchema);
  if (submission.status !== "success") return invalid(submission);
  const { db, config, session, ip, runtime } = requestOf({ context });
  const email = submission.value.username;
  if (!isHoneypotFilled(formData)) {
    const refused = await onServiceError(
      async () => {
        await requestPasswordReset(db, { email }, { ip, config, now: runtime.clock.now() });
        return null;
      },
      undefined,
      (error) => {
        // An unknown address shows "user does not exist" at the field
        const field = error.code === "UserNotFoundException" ? "username" : undefined;
        return invalid(submission, new ServiceError(error.code, { status: error.status, field }));
      },
    );
    if (refused) return refused;
  }
  session.flash("sentTo", email);
  return redirect(href("/forgot-password"));
});

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData, {}, "forgot-password");
  const title = loaderData.sentTo ? t("auth.forgot.sentTitle") : t("auth.forgot.title");
  if (loaderData.sentTo) {
    return (
      <NoticePage
        title={title}
        tone="success"
        message={t("auth.forgot.sent", { email: loaderData.sentTo })}
        action={{ to: href("/login"), label: t("auth.forgot.backToLogin") }}
      />
    );
  }
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), form.status === "error")}</title>
      <PageHeading lead={<p>{t("auth.forgot.lead")}</p>}>{title}</PageHeading>
      <EmailRequestForm form={form} focusKey={actionData} submit={t("auth.forgot.submit")} />
      <p>
        <Link to={href("/login")}>{t("auth.forgot.backToLogin")}</Link>
      </p>
    </>
  );
}
