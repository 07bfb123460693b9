import { SubmissionTooSoonError } from "~/domain/errors";
import { redirect, href } from "react-router";
import { Checkbox } from "~/components/Checkbox";
import { ExternalLink } from "~/components/ExternalLink";
import { Honeypot } from "~/components/Honeypot";
import { NameFields } from "~/components/NameFields";
import { registrationPage } from "./step-page";
import { EmailField, PasswordField, PhoneField } from "~/components/FieldPresets";
import { WizardPage } from "~/components/WizardPage";
import { readConsent, readTrackingIds } from "~/.server/consent";
import { isHoneypotFilled, parseForm } from "~/.server/forms";
import { logger } from "~/.server/logger";
import { startSession } from "~/.server/services/account";
import {
  findRegistrationBySubmission,
  registerCustomer,
  type RegistrationTracking,
} from "~/.server/services/registration";
import { requestOf } from "~/.server/route-request";
import { formAnswer, onServiceError, withErrorPages } from "~/.server/service-errors";
import type { AppSession } from "~/.server/session";
import { redirectWithToast } from "~/.server/toast";
import { completedRegistrationSteps, type RegistrationDraft } from "~/domain/registration";
import { registrationDataSchema } from "~/domain/validation";
import { t } from "~/i18n";
import { clearDraft, requireStep, writeDraft } from "./draft.server";
import { stepError } from "./reply.server";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/data";

/** Legal pages, opened in a new window so the form keeps what was typed. */
const TERMS_PATH = href("/agb");
const PRIVACY_PATH = href("/datenschutz");

export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const draft = await requireStep(context, "data", request);
  // Back from a failed final submit: the form is shown again, prefilled (without the password).
  if (draft.failed) await writeDraft(context, { ...draft, failed: undefined });
  return { submissionId: draft.submissionId ?? "", prefill: draft.data ?? {} };
});

/** The tracking fields, only when the visitor accepted tracking. */
async function trackingFields(request: Request, session: AppSession, draft: RegistrationDraft) {
  if ((await readConsent(request)) !== "accept") return {};
  const { sessionID, userID } = await readTrackingIds(request);
  const captured = session.get("tracking") ?? {};
  const tracking: RegistrationTracking = {
    sessionID,
    userID,
    utmMedium: captured.utmMedium,
    utmSource: captured.utmSource,
    utmCampaign: captured.utmCampaign,
    clientidGclid: captured.clientidGclid,
    clientId: captured.clientId,
    landingPageUrl: captured.landingPageUrl,
    funnelEntryUrl: draft.entryUrl,
  };
  return tracking;
}

export const action = withErrorPages(async function action({ request, context }: Route.ActionArgs) {
  const { runtime, db, config, session, ip } = requestOf({ context });
  const draft = await requireStep(context, "data", request);
  const answers = completedRegistrationSteps(draft);
  if (!answers) throw redirect(href("/register/type"));
  const { formData, submission } = await parseForm(request, registrationDataSchema);

  if (isHoneypotFilled(formData)) {
    logger.warn("registration honeypot filled; nothing stored");
    return stepError(submission, { formErrors: [t("error.general")] });
  }
  if (submission.status !== "success") return stepError(submission, {});

  const posted = formData.get("submissionId");
  if (posted !== draft.submissionId) {
    // A form of an earlier wizard run: its registration may be finished already.
    logger.warn("registration form with a stale submission id");
    const finished = typeof posted === "string" && /^[0-9a-f-]{36}$/.test(posted);
    if (finished && (await findRegistrationBySubmission(db, posted))) {
      return stepError(submission, { fieldErrors: { email: [t("error.auth.UsernameExistsException")] } });
    }
    return stepError(submission, { formErrors: [t("register.data.stale")] });
  }

  const { submissionId } = draft;
  return onServiceError(
    async () => {
      const result = await registerCustomer(
        db,
        { submissionId, answers, data: submission.value, params: draft.params },
        { ip, now: runtime.clock.now(), config, tracking: await trackingFields(request, session, draft) },
      );
      // Signing in drops the wizard state with everything else of the anonymous session.
      await clearDraft(context);
      startSession(session, result.tokens);
      return redirect(href("/register/prepare"));
    },
    undefined,
    (error) => {
      if (error instanceof SubmissionTooSoonError) {
        return stepError(submission, { formErrors: [t("register.data.tooSoon")] }, 429);
      }
      // E-mail taken (User already exists) arrives as a field error on "email"; see registerCustomer.
      // Too many password attempts or new accounts: the attempt-limit message, 429.
      return stepError(submission, formAnswer(error).errors, error.status === 429 ? 429 : 400);
    },
  ).catch(async (error: unknown) => {
    // The processing screen shows the general message and a retry; the answers stay.
    logger.error({ err: error }, "registration failed");
    const { password: _password, terms: _terms, ...kept } = submission.value;
    await writeDraft(context, { ...draft, data: kept, failed: true });
    return redirectWithToast(href("/register/prepare"), session, {
      kind: "error",
      message: t("register.prepare.failedToast"),
    });
  });
});

export default function DataStep({ loaderData, actionData }: Route.ComponentProps) {
  const { prefill, submissionId } = loaderData;
  const form = useReplyForm(actionData, prefill);
  const label = (name: "salutation" | "firstname" | "lastname" | "phone" | "email" | "password") =>
    t(`register.data.${name}`);
  const names = {
    salutation: label("salutation"),
    firstname: label("firstname"),
    lastname: label("lastname"),
  };
  // A contact field with its label and its hint (`register.data.<name>Hint`).
  const described = (name: "phone" | "email" | "password") => ({
    field: form.field(name),
    label: label(name),
    hint: t(`register.data.${name}Hint`),
  });
  return (
    <WizardPage
      {...registrationPage("data")}
      title={t("register.data.title")}
      lead={<p>{t("register.data.lead")}</p>}
      hasErrors={Boolean(actionData)}
      form={form.props}
      summary={{
        form,
        focusKey: actionData,
        labels: {
          ...names,
          phone: label("phone"),
          email: label("email"),
          password: label("password"),
          terms: t("register.data.termsLabel"),
        },
      }}
    >
      <input type="hidden" name="submissionId" value={submissionId} />
      <NameFields form={form} labels={names} salutationLabel={(value) => t(`register.data.${value}`)} />
      <PhoneField {...described("phone")} width="m" required />
      <EmailField {...described("email")} spellCheck={false} required />
      <PasswordField {...described("password")} autoComplete="new-password" width="m" />
      <Checkbox
        field={form.field("terms")}
        label={
          <>
            {t("register.data.termsBefore")}{" "}
            <ExternalLink href={TERMS_PATH}>{t("register.data.termsLink")}</ExternalLink>{" "}
            {t("register.data.termsMiddle")}{" "}
            <ExternalLink href={PRIVACY_PATH}>{t("register.data.privacyLink")}</ExternalLink>{" "}
            {t("register.data.termsAfter")}
          </>
        }
        required
      />
      <Honeypot />
    </WizardPage>
  );
}
