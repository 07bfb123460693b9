import { data, redirect, href } from "react-router";
import { Banner } from "~/components/Banner";
import { errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { requestOf } from "~/.server/route-request";
import { onServiceError, withErrorPages } from "~/.server/service-errors";
import { invalid, isHoneypotFilled, parseForm } from "~/.server/forms";
import { confirmAccount } from "~/.server/identity";
import { logger } from "~/.server/logger";
import { resendConfirmation } from "~/.server/services/account";
import { describeApiError } from "~/domain/errors";
import { activationParamsSchema, resendConfirmationSchema } from "~/domain/validation";
import { useReplyForm } from "~/reply-form";
import { t } from "~/i18n";
import type { Route } from "./+types/activate-account";
import { EmailRequestForm, NoticePage } from "./notice-page";

type View =
  | { view: "confirmed"; signedIn: boolean }
  | { view: "invalid"; message: string; username: string }
  | { view: "resent"; email: string };

/**
 * /activate-account?code&username: confirms the e-mail address, or offers a new link.
 * Open to everyone — also to a signed-in user who follows the link from the sign-up mail.
 */
export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const { db, session, actor, runtime } = requestOf({ context });
  const sentTo = session.get("sentTo");
  if (sentTo) return data<View>({ view: "resent", email: sentTo });
  const url = new URL(request.url);
  const params = activationParamsSchema.safeParse(Object.fromEntries(url.searchParams));
  const username = url.searchParams.get("username") ?? "";
  if (!params.success) {
    return data<View>({ view: "invalid", message: t("error.default"), username }, { status: 400 });
  }
  return onServiceError(
    async () => {
      await confirmAccount(db, params.data, runtime.clock.now());
      return data<View>({ view: "confirmed", signedIn: actor !== null });
    },
    undefined,
    (error) => {
      logger.warn({ code: error.code }, "confirmation link refused");
      return data<View>(
        { view: "invalid", message: describeApiError({ messageCode: error.code }), username },
        { status: 400 },
      );
    },
  );
});

export const action = withErrorPages(async function action({ request, context }: Route.ActionArgs) {
  const { formData, submission } = await parseForm(request, resendConfirmationSchema);
  if (submission.status !== "success") return invalid(submission);
  if (isHoneypotFilled(formData)) return invalid(submission, { formErrors: [t("error.general")] });
  const { db, config, session, ip, runtime } = requestOf({ context });
  return onServiceError(
    async () => {
      await resendConfirmation(
        db,
        { username: submission.value.username },
        { ip, config, now: runtime.clock.now() },
      );
      session.flash("sentTo", submission.value.username);
      return redirect(href("/activate-account"));
    },
    undefined,
    (error) => invalid(submission, error),
  );
});

export default function ActivateAccount({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(
    actionData,
    { username: loaderData.view === "invalid" ? loaderData.username : "" },
    "resend-confirmation",
  );
  if (loaderData.view === "confirmed") {
    return (
      <NoticePage
        title={t("auth.activate.successTitle")}
        tone="success"
        message={t("auth.activate.success")}
        action={
          loaderData.signedIn
            ? { to: href("/overview"), label: t("auth.activate.toOverview") }
            : { to: href("/login"), label: t("auth.activate.toLogin") }
        }
      />
    );
  }
  if (loaderData.view === "resent") {
    return (
      <NoticePage
        title={t("auth.activate.resentTitle")}
        tone="success"
        message={t("auth.activate.resent", { email: loaderData.email })}
      />
    );
  }
  return (
    <>
      <title>
        {errorTitle(t("shell.title", { page: t("auth.activate.invalidTitle") }), form.status === "error")}
      </title>
      <PageHeading>{t("auth.activate.invalidTitle")}</PageHeading>
      <Banner variant="error">{loaderData.message}</Banner>
      <p>{t("auth.activate.resendLead")}</p>
      <EmailRequestForm form={form} focusKey={actionData} submit={t("auth.activate.resend")} />
    </>
  );
}
