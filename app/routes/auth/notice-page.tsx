import { Form } from "react-router";
import { Button, ButtonLink } from "~/components/Button";
import { Banner, type Tone } from "~/components/Banner";
import { ErrorSummary } from "~/components/ErrorSummary";
import { Honeypot } from "~/components/Honeypot";
import { PageHeading } from "~/components/PageHeading";
import { EmailField, PasswordField } from "~/components/FieldPresets";
import { t } from "~/i18n";
import type { ReplyForm } from "~/reply-form";

export interface NoticePageProps {
  title: string;
  tone: Tone;
  message: string;
  action?: { to: string; label: string };
}

/** A one-message screen of the account pages: "mail sent", "link invalid", "password changed" … */
export function NoticePage({ title, tone, message, action }: NoticePageProps) {
  return (
    <>
      <title>{t("shell.title", { page: title })}</title>
      <PageHeading>{title}</PageHeading>
      <Banner variant={tone}>{message}</Banner>
      {action ? <ButtonLink to={action.to}>{action.label}</ButtonLink> : null}
    </>
  );
}

/** A form of the account pages that asks only for the sign-in e-mail ("send the link again", "forgot password"). */
export function EmailRequestForm({
  form,
  focusKey,
  submit,
}: {
  form: ReplyForm;
  focusKey: unknown;
  submit: string;
}) {
  return (
    <Form method="post" {...form.props}>
      <ErrorSummary form={form} focusKey={focusKey} labels={{ username: t("auth.login.username") }} />
      <EmailField field={form.field("username")} label={t("auth.login.username")} required />
      <Honeypot />
      <Button type="submit">{submit}</Button>
    </Form>
  );
}

/** A form that sets a new password for `username` (the reset link, the staff invitation). */
export function NewPasswordForm({
  form,
  focusKey,
  username,
  label,
  submit,
}: {
  form: ReplyForm;
  focusKey: unknown;
  username: string;
  label: string;
  submit: string;
}) {
  return (
    <Form method="post" {...form.props}>
      <ErrorSummary form={form} focusKey={focusKey} labels={{ password: label }} />
      <input type="hidden" name="username" value={username} autoComplete="username" />
      <PasswordField field={form.field("password")} label={label} autoComplete="new-password" />
      <Honeypot />
      <Button type="submit">{submit}</Button>
    </Form>
  );
}
