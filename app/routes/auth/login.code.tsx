import { Form, href, redirect } from "react-router";
import { Button } from "~/components/Button";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { HotlineHelp } from "~/components/HotlineHelp";
import { PageHeading } from "~/components/PageHeading";
import { invalid, parseFields } from "~/.server/forms";
import { readIntent } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import { onServiceError, withErrorPages } from "~/.server/service-errors";
import { pendingSignInStep, verifySignInCode } from "~/.server/services/account/second-factor";
import { secondFactorCodeSchema } from "~/domain/validation";
import { useReplyForm } from "~/reply-form";
import { t } from "~/i18n";
import { CodeField } from "./second-factor-ui";
import { afterSignIn, backToLogin, cancelSignIn } from "./pending-sign-in.server";
import type { Route } from "./+types/login.code";

/**
 * /login/code: the second step of a sign-in (decision 0093). Only a session whose password was right a moment
 * ago reaches it; anyone else is sent to /login, and a session at the enrolment step to its page.
 */
export const loader = withErrorPages(async function loader({ context }: Route.LoaderArgs) {
  const { db, session, runtime } = requestOf({ context });
  const step = await pendingSignInStep(db, { session, now: runtime.clock.now() });
  if (step === "enrol" || step === "enrolled") throw redirect(href("/login/authenticator"));
  if (step !== "verify") throw redirect(href("/login"));
  return null;
});

export const action = withErrorPages(async function action({ request, context }: Route.ActionArgs) {
  const { db, session, ip, runtime } = requestOf({ context });
  const { intent, form } = await readIntent(request, ["verify", "cancel"] as const);
  if (intent === "cancel") return cancelSignIn(session);
  const submission = parseFields(form, secondFactorCodeSchema);
  if (submission.status !== "success") return invalid(submission);
  return onServiceError(
    async () => {
      return afterSignIn(
        await verifySignInCode(db, submission.value, { ip, session, now: runtime.clock.now() }),
      );
    },
    undefined,
    (error) =>
      error.code === "secondFactorSignInExpired"
        ? backToLogin(session, error.userMessage)
        : invalid(submission, error),
  );
});

export default function LoginCode({ actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData, {}, "login-code");
  const labels = { code: t("secondFactor.code.label") };
  return (
    <>
      <title>
        {errorTitle(t("shell.title", { page: t("secondFactor.verify.title") }), form.status === "error")}
      </title>
      <PageHeading lead={<p>{t("secondFactor.verify.lead")}</p>}>
        {t("secondFactor.verify.title")}
      </PageHeading>
      <Form method="post" {...form.props}>
        <ErrorSummary form={form} focusKey={actionData} labels={labels} />
        <input type="hidden" name="intent" value="verify" />
        <CodeField form={form} label={labels.code} hint={t("secondFactor.code.hint")} />
        <Button type="submit">{t("secondFactor.verify.submit")}</Button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="cancel" />
        <Button type="submit" variant="link">
          {t("secondFactor.verify.restart")}
        </Button>
      </Form>
      <p>{t("secondFactor.verify.lost")}</p>
      <HotlineHelp />
    </>
  );
}
