import { data, redirect, href } from "react-router";
import { errorTitle } from "~/components/ErrorSummary";
import { Banner } from "~/components/Banner";
import { PageHeading } from "~/components/PageHeading";
import { requestOf } from "~/.server/route-request";
import { onServiceError, withErrorPages } from "~/.server/service-errors";
import { invalid, isHoneypotFilled, parseForm } from "~/.server/forms";
import { logger } from "~/.server/logger";
import { describeResetLink, resetPasswordWithLink } from "~/.server/services/account";
import { newPasswordSchema } from "~/domain/validation";
import { useReplyForm } from "~/reply-form";
import { t } from "~/i18n";
import type { Route } from "./+types/forgot-password.verify";
import { NewPasswordForm, NoticePage } from "./notice-page";

type View =
  | { view: "form"; username: string; passkeys: number }
  | { view: "invalid" }
  | { view: "done"; passkeysRemoved: boolean };

/** /forgot-password/verify?token=…: validate the token, then set a new password, then success. */
export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get("done") === "1") {
    return data<View>({ view: "done", passkeysRemoved: url.searchParams.get("passkeys") === "removed" });
  }
  const token = url.searchParams.get("token") ?? "";
  const { db, runtime } = requestOf({ context });
  return onServiceError(
    async () => {
      const { username, passkeys } = await describeResetLink(db, { token }, { now: runtime.clock.now() });
      return data<View>({ view: "form", username, passkeys });
    },
    undefined,
    (error) => {
      logger.warn({ code: error.code }, "password reset link refused");
      return data<View>({ view: "invalid" }, { status: 400 });
    },
  );
});

export const action = withErrorPages(async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const { formData, submission } = await parseForm(request, newPasswordSchema);
  if (submission.status !== "success") return invalid(submission);
  if (isHoneypotFilled(formData)) return invalid(submission, { formErrors: [t("error.general")] });
  const { db, config, runtime } = requestOf({ context });
  return onServiceError(
    async () => {
      const now = runtime.clock.now();
      const { passkeysRemoved } = await resetPasswordWithLink(
        db,
        { token, password: submission.value.password },
        { config, now },
      );
      // The success page says that the passkeys went (decision 0094).
      const done = passkeysRemoved > 0 ? "?done=1&passkeys=removed" : "?done=1";
      return redirect(href("/forgot-password/verify") + done);
    },
    undefined,
    (error) => {
      // Setting the password failing shows "something went wrong"
      const message =
        error.code === "InvalidPasswordException" || error.code === "staffPasswordTooShort"
          ? error.userMessage
          : t("error.default");
      return invalid(submission, { formErrors: [message] });
    },
  );
});

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData, {}, "reset-password");
  if (loaderData.view === "invalid") {
    return (
      <NoticePage
        title={t("auth.reset.invalidTitle")}
        tone="error"
        message={t("auth.reset.invalid")}
        action={{ to: href("/forgot-password"), label: t("auth.reset.requestNew") }}
      />
    );
  }
  if (loaderData.view === "done") {
    return (
      <NoticePage
        title={t("auth.reset.successTitle")}
        tone="success"
        message={
          loaderData.passkeysRemoved
            ? `${t("auth.reset.success")} ${t("auth.reset.passkeysRemoved")}`
            : t("auth.reset.success")
        }
        action={{ to: href("/login"), label: t("auth.activate.toLogin") }}
      />
    );
  }
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: t("auth.reset.title") }), form.status === "error")}</title>
      <PageHeading lead={<p>{t("auth.reset.lead", { email: loaderData.username })}</p>}>
        {t("auth.reset.title")}
      </PageHeading>
      {loaderData.passkeys > 0 ? (
        <Banner variant="info" title={t("auth.reset.passkeysTitle")}>
          {t("auth.reset.passkeysWillGo", { count: loaderData.passkeys })}
        </Banner>
      ) : null}
      <NewPasswordForm
        form={form}
        focusKey={actionData}
        username={loaderData.username}
        label={t("auth.reset.password")}
        submit={t("auth.reset.submit")}
      />
    </>
  );
}
