import { Form, href, redirect } from "react-router";
import { Banner } from "~/components/Banner";
import { Button } from "~/components/Button";
import { errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { invalid, parseFields } from "~/.server/forms";
import { readIntent } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import { onServiceError, withErrorPages } from "~/.server/service-errors";
import {
  confirmSignInEnrolment,
  finishEnrolledSignIn,
  pendingSignInStep,
  signInEnrolment,
} from "~/.server/services/account/second-factor";
import { enrolmentCodeSchema } from "~/domain/validation";
import { useReplyForm } from "~/reply-form";
import { t } from "~/i18n";
import { EnrolmentSteps, RecoveryCodeList } from "./second-factor-ui";
import { afterSignIn, backToLogin, cancelSignIn } from "./pending-sign-in.server";
import type { Route } from "./+types/login.authenticator";

/**
 * /login/authenticator: staff with a password enrol their authenticator between password and first page
 * (decision 0093). The QR code and the secret are shown to the session whose password was right a moment ago,
 * until the first code confirms them; then the recovery codes once, and "weiter" signs in.
 */
export const loader = withErrorPages(async function loader({ context }: Route.LoaderArgs) {
  const { db, session, runtime } = requestOf({ context });
  const now = runtime.clock.now();
  const step = await pendingSignInStep(db, { session, now });
  if (step === "verify") throw redirect(href("/login/code"));
  if (step === "enrolled") return { enrolment: null };
  const enrolment = step === "enrol" ? await signInEnrolment(db, { session, now }) : null;
  if (!enrolment) throw redirect(href("/login"));
  return { enrolment };
});

export const action = withErrorPages(async function action({ request, context }: Route.ActionArgs) {
  const { db, session, ip, runtime } = requestOf({ context });
  const now = runtime.clock.now();
  const { intent, form } = await readIntent(request, ["confirm", "continue", "cancel"] as const);
  if (intent === "cancel") return cancelSignIn(session);
  if (intent === "continue") {
    return onServiceError(
      async () => afterSignIn(await finishEnrolledSignIn(db, { ip, session, now })),
      ["secondFactorSignInExpired", "NotAuthorizedException"],
      (error) => backToLogin(session, error.userMessage),
    );
  }
  const submission = parseFields(form, enrolmentCodeSchema);
  if (submission.status !== "success") return invalid(submission);
  return onServiceError(
    async () => ({ recoveryCodes: await confirmSignInEnrolment(db, submission.value, { ip, session, now }) }),
    undefined,
    (error) =>
      error.code === "secondFactorSignInExpired"
        ? backToLogin(session, error.userMessage)
        : invalid(submission, error),
  );
});

export default function LoginAuthenticator({ loaderData, actionData }: Route.ComponentProps) {
  const recoveryCodes = actionData && "recoveryCodes" in actionData ? actionData.recoveryCodes : null;
  const form = useReplyForm(
    actionData && !("recoveryCodes" in actionData) ? actionData : undefined,
    {},
    "login-authenticator",
  );
  if (recoveryCodes || !loaderData.enrolment) {
    return (
      <>
        <title>{t("shell.title", { page: t("secondFactor.recovery.title") })}</title>
        <PageHeading>{t("secondFactor.recovery.title")}</PageHeading>
        {recoveryCodes ? (
          <>
            <Banner variant="success">{t("secondFactor.recovery.lead")}</Banner>
            <RecoveryCodeList codes={recoveryCodes} />
          </>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="continue" />
          <Button type="submit" iconEnd="arrow-right">
            {t("secondFactor.recovery.continue")}
          </Button>
        </Form>
      </>
    );
  }
  return (
    <>
      <title>
        {errorTitle(t("shell.title", { page: t("secondFactor.enrol.title") }), form.status === "error")}
      </title>
      <PageHeading lead={<p>{t("secondFactor.enrol.staffLead")}</p>}>
        {t("secondFactor.enrol.title")}
      </PageHeading>
      <EnrolmentSteps enrolment={loaderData.enrolment} form={form} focusKey={actionData}>
        <input type="hidden" name="intent" value="confirm" />
      </EnrolmentSteps>
      <Form method="post">
        <input type="hidden" name="intent" value="cancel" />
        <Button type="submit" variant="link">
          {t("secondFactor.verify.restart")}
        </Button>
      </Form>
    </>
  );
}
