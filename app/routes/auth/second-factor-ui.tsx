/**
 * The pieces the second factor's pages share (decision 0093): the code field, the enrolment's steps with the QR
 * code drawn on the server and the secret as text, and the recovery codes shown once. Used by the sign-in's own
 * steps (/login/code, /login/authenticator) and the profile's page (/profile/second-factor).
 */
import { Form } from "react-router";
import { Button } from "~/components/Button";
import { ErrorSummary } from "~/components/ErrorSummary";
import { TextField } from "~/components/TextField";
import { formatRecoveryCode } from "~/domain/second-factor";
import { t } from "~/i18n";
import type { ReplyForm } from "~/reply-form";
import styles from "./second-factor.module.css";

/** What an enrolment page shows (see `EnrolmentView` of the account service). */
interface Enrolment {
  email: string;
  secret: string;
  qrCode: string;
}

/**
 * A one-time code: the phone's keyboard may offer it (`one-time-code`); what was typed is not put back into the
 * page after a refusal (a wrong code is worth nothing, a refused recovery code stays the person's secret).
 */
export function CodeField({
  form,
  label,
  hint,
  numeric = false,
}: {
  form: ReplyForm;
  label: string;
  hint: string;
  numeric?: boolean;
}) {
  const field = { ...form.field("code"), defaultValue: undefined };
  return (
    <TextField
      field={field}
      label={label}
      hint={hint}
      required
      width="m"
      autoComplete="one-time-code"
      inputMode={numeric ? "numeric" : "text"}
      autoCapitalize="off"
      spellCheck={false}
      maxLength={20}
    />
  );
}

/** The four steps of an enrolment, ending in the form that confirms it with the app's first code. */
export function EnrolmentSteps({
  enrolment,
  form,
  focusKey,
  children,
}: {
  enrolment: Enrolment;
  form: ReplyForm;
  focusKey: unknown;
  /** Hidden fields of the form (an intent). */
  children?: React.ReactNode;
}) {
  const labels = { code: t("secondFactor.enrol.codeLabel") };
  return (
    <ol className={styles.steps}>
      <li>{t("secondFactor.enrol.step1")}</li>
      <li>
        {t("secondFactor.enrol.step2")}
        <img
          className={styles.qr}
          src={enrolment.qrCode}
          alt={t("secondFactor.enrol.qrAlt")}
          width={208}
          height={208}
        />
      </li>
      <li>
        {t("secondFactor.enrol.step3")}
        <dl className={styles.secret}>
          <dt>{t("secondFactor.enrol.secretLabel")}</dt>
          <dd>
            <code className={styles.secretValue}>{enrolment.secret}</code>
          </dd>
          <dt>{t("secondFactor.enrol.accountLabel")}</dt>
          <dd>{enrolment.email}</dd>
        </dl>
      </li>
      <li>
        {t("secondFactor.enrol.step4")}
        <Form method="post" {...form.props}>
          <ErrorSummary form={form} focusKey={focusKey} labels={labels} />
          {children}
          <CodeField form={form} label={labels.code} hint={t("secondFactor.enrol.codeHint")} numeric />
          <Button type="submit">{t("secondFactor.enrol.submit")}</Button>
        </Form>
      </li>
    </ol>
  );
}

/** The ten recovery codes, shown this once. */
export function RecoveryCodeList({ codes }: { codes: readonly string[] }) {
  return (
    <ol className={styles.codes} aria-label={t("secondFactor.recovery.listLabel")}>
      {codes.map((code) => (
        <li key={code}>{formatRecoveryCode(code)}</li>
      ))}
    </ol>
  );
}
