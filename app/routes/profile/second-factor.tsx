import { Form, href, redirect } from "react-router";
import { BackLink } from "~/components/BackLink";
import { Banner } from "~/components/Banner";
import { Button } from "~/components/Button";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { PasswordField } from "~/components/FieldPresets";
import { PageHeading } from "~/components/PageHeading";
import { invalid, orFormError, parseFields } from "~/.server/forms";
import { readIntent } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import {
  beginOwnEnrolment,
  cancelOwnEnrolment,
  confirmOwnEnrolment,
  ownSecondFactor,
  turnOffOwnSecondFactor,
} from "~/.server/services/account/second-factor";
import { redirectWithToast } from "~/.server/toast";
import { shownReadOnly } from "~/domain/after-death/read-only";
import { enrolmentCodeSchema, turnOffSecondFactorSchema } from "~/domain/validation";
import { resultForIntent, useReplyForm } from "~/reply-form";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { CodeField, EnrolmentSteps, RecoveryCodeList } from "../auth/second-factor-ui";
import type { Route } from "./+types/second-factor";

export const handle = shownReadOnly;

/**
 * /profile/second-factor: a customer turns the sign-in code on (enrol, confirm with a first code, recovery codes
 * shown once) or off (password and a current code). Staff see that theirs is always on (decision 0093).
 */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor } = requestOf(args, "signedIn");
  const own = await ownSecondFactor(db, actor);
  return {
    state: own.state,
    staff: own.staff || actor.isStaff,
    since: own.confirmedAt ? formatViewDate(own.confirmedAt) : null,
    recoveryLeft: own.recoveryLeft,
    enrolment: own.enrolment,
  };
});

const page = href("/profile/second-factor");

export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const { db, actor, session, ip, runtime } = requestOf(args, "signedIn");
  const now = runtime.clock.now();
  const { intent, form } = await readIntent(args.request, ["start", "confirm", "cancel", "turnOff"] as const);
  switch (intent) {
    case "start":
      await beginOwnEnrolment(db, actor);
      return redirect(page);
    case "cancel":
      await cancelOwnEnrolment(db, actor);
      return redirectWithToast(page, session, { kind: "info", message: t("secondFactor.profile.cancelled") });
    case "confirm": {
      const submission = parseFields(form, enrolmentCodeSchema);
      if (submission.status !== "success") return invalid(submission);
      const done = await orFormError(submission, () =>
        confirmOwnEnrolment(db, actor, submission.value, { ip, now }),
      );
      if (!done.ok) return done.reply;
      return { intent: "confirm" as const, recoveryCodes: done.value };
    }
    case "turnOff": {
      const submission = parseFields(form, turnOffSecondFactorSchema);
      if (submission.status !== "success") return invalid(submission);
      const done = await orFormError(submission, () =>
        turnOffOwnSecondFactor(db, actor, submission.value, { ip, now }),
      );
      if (!done.ok) return done.reply;
      return redirectWithToast(page, session, {
        kind: "success",
        message: t("secondFactor.profile.turnedOff"),
      });
    }
  }
});

type FormResult = Parameters<typeof useReplyForm>[0];

function TurnOffForm({ actionData }: { actionData: FormResult }) {
  const form = useReplyForm(actionData, {}, "second-factor-off");
  const labels = { password: t("secondFactor.profile.password"), code: t("secondFactor.code.label") };
  return (
    <section aria-labelledby="second-factor-off-heading">
      <h2 id="second-factor-off-heading">{t("secondFactor.profile.offTitle")}</h2>
      <p>{t("secondFactor.profile.offLead")}</p>
      <Form method="post" {...form.props}>
        <ErrorSummary form={form} focusKey={actionData} labels={labels} />
        <input type="hidden" name="intent" value="turnOff" />
        <PasswordField
          field={form.field("password")}
          label={labels.password}
          width="m"
          autoComplete="current-password"
        />
        <CodeField form={form} label={labels.code} hint={t("secondFactor.code.hint")} />
        <Button type="submit" variant="secondary">
          {t("secondFactor.profile.turnOff")}
        </Button>
      </Form>
    </section>
  );
}

export default function SecondFactorPage({ loaderData, actionData }: Route.ComponentProps) {
  const recoveryCodes = actionData && "recoveryCodes" in actionData ? actionData.recoveryCodes : null;
  const reply = actionData && !("recoveryCodes" in actionData) ? actionData : undefined;
  const confirmResult = resultForIntent(reply, "confirm");
  const confirmForm = useReplyForm(confirmResult, {}, "second-factor-confirm");
  const hasErrors = reply?.status === "error";
  const title = recoveryCodes ? t("secondFactor.recovery.title") : t("secondFactor.profile.title");
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), hasErrors)}</title>
      <BackLink to={href("/profile")}>{t("secondFactor.recovery.toProfile")}</BackLink>
      <PageHeading>{title}</PageHeading>
      {recoveryCodes ? (
        <>
          <Banner variant="success">{t("secondFactor.profile.turnedOn")}</Banner>
          <p>{t("secondFactor.recovery.lead")}</p>
          <RecoveryCodeList codes={recoveryCodes} />
        </>
      ) : loaderData.staff ? (
        <p>{t("secondFactor.profile.staff")}</p>
      ) : loaderData.state === "active" ? (
        <>
          <p>{t("secondFactor.profile.on")}</p>
          {loaderData.since ? <p>{t("secondFactor.profile.onSince", { date: loaderData.since })}</p> : null}
          <p>{t("secondFactor.profile.recoveryLeft", { count: loaderData.recoveryLeft })}</p>
          <TurnOffForm actionData={resultForIntent(reply, "turnOff")} />
        </>
      ) : loaderData.enrolment ? (
        <>
          <p>{t("secondFactor.enrol.customerLead")}</p>
          <EnrolmentSteps enrolment={loaderData.enrolment} form={confirmForm} focusKey={confirmResult}>
            <input type="hidden" name="intent" value="confirm" />
          </EnrolmentSteps>
          <Form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <Button type="submit" variant="link">
              {t("secondFactor.profile.cancel")}
            </Button>
          </Form>
        </>
      ) : (
        <>
          <p>{t("secondFactor.profile.off")}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="start" />
            <Button type="submit">{t("secondFactor.profile.start")}</Button>
          </Form>
        </>
      )}
    </>
  );
}
