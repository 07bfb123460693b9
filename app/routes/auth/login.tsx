import { Form, Link, useSearchParams, href } from "react-router";
import { Button } from "~/components/Button";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { Honeypot } from "~/components/Honeypot";
import { HotlineHelp } from "~/components/HotlineHelp";
import { PageHeading } from "~/components/PageHeading";
import { EmailField, PasswordField } from "~/components/FieldPresets";
import { oidcEnabled } from "~/.server/auth/oidc";
import { loginContent } from "~/.server/content/login";
import { invalid, isHoneypotFilled, parseForm } from "~/.server/forms";
import { logger } from "~/.server/logger";
import { signInWithPassword } from "~/.server/services/account";
import { requestOf } from "~/.server/route-request";
import { onServiceError, withErrorPages } from "~/.server/service-errors";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { signInSchema } from "~/domain/validation";
import { useReplyForm } from "~/reply-form";
import { t } from "~/i18n";
import { pageDescription } from "~/meta";
import { redirect } from "react-router";
import { LoginPromo, LoginRatings } from "./login-content";
import { PasskeySignIn } from "./passkey-sign-in";
import styles from "./login.module.css";
import type { Route } from "./+types/login";

export const loader = withErrorPages(async function loader({ context }: Route.LoaderArgs) {
  const { runtime, config } = requestOf({ context });
  // Promo and ratings from the content service; a missing entry hides its block.
  const { promo, ratings } = await loginContent(runtime.content);
  return { staffSignIn: oidcEnabled(config), promo, ratings };
});

/** The form's fields are "E-Mail-Adresse" and "Passwort": the message names them as the user sees them. */
const wrongCredentials = (submission: Parameters<typeof invalid>[0]) =>
  invalid(submission, { formErrors: [t("auth.login.wrongCredentials")] }, 401);

export const action = withErrorPages(async function action({ request, context }: Route.ActionArgs) {
  const { formData, submission } = await parseForm(request, signInSchema);
  if (submission.status !== "success") return invalid(submission);
  const { db, session, ip, runtime } = requestOf({ context });
  if (isHoneypotFilled(formData)) {
    logger.warn({ ip }, "sign-in honeypot filled");
    return wrongCredentials(submission);
  }
  const redirectTo = safeRedirectPath(formData.get("redirectTo"), href("/overview"));
  const outcome = await onServiceError(
    async () => {
      const next = await signInWithPassword(
        db,
        { email: submission.value.username, password: submission.value.password, redirectTo },
        { ip, session, now: runtime.clock.now() },
      );
      return { next };
    },
    undefined,
    (error) =>
      error.code === "NotAuthorizedException" ? wrongCredentials(submission) : invalid(submission, error),
  ).catch((error: unknown) => {
    logger.error({ err: error }, "sign-in failed");
    return invalid(submission, { formErrors: [t("auth.postLogin.failed")] });
  });
  if (!("next" in outcome)) return outcome;
  const { next } = outcome;
  // A second factor (decision 0093): the session is not signed in yet; its own page asks for the code.
  if (next === "verify") return redirect(href("/login/code"));
  if (next === "enrol") return redirect(href("/login/authenticator"));
  return redirect(redirectTo);
});

/** A "too busy, try again in a minute" answer keeps its Retry-After (decision 0098). */
export function headers({ actionHeaders, errorHeaders }: Route.HeadersArgs): HeadersInit {
  const retryAfter = actionHeaders.get("Retry-After") ?? errorHeaders?.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

export const meta = () => pageDescription("auth.login.description");

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const form = useReplyForm(actionData, {}, "login");
  const labels = { username: t("auth.login.username"), password: t("auth.login.password") };
  const redirectTo = params.get("redirectTo") ?? "";
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <title>
          {errorTitle(t("shell.title", { page: t("auth.login.title") }), form.status === "error")}
        </title>
        <PageHeading lead={<p>{t("auth.login.lead")}</p>}>{t("auth.login.title")}</PageHeading>
        <Form method="post" {...form.props}>
          <ErrorSummary form={form} focusKey={actionData} labels={labels} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <EmailField
            field={form.field("username")}
            label={labels.username}
            autoComplete="username"
            required
          />
          <PasswordField
            field={form.field("password")}
            label={labels.password}
            autoComplete="current-password"
          />
          <Honeypot />
          <Button type="submit">{t("auth.login.submit")}</Button>
        </Form>
        <PasskeySignIn redirectTo={redirectTo} />
        <ul className="link-list">
          <li>
            <Link to={href("/forgot-password")}>{t("auth.login.forgot")}</Link>
          </li>
          <li>
            <Link to={href("/register")}>{t("auth.login.register")}</Link>
          </li>
          {loaderData.staffSignIn ? (
            <li>
              <a href={href("/auth/oidc")}>{t("auth.login.staff")}</a>
            </li>
          ) : null}
        </ul>
        <HotlineHelp />
        {loaderData.ratings.length > 0 ? <LoginRatings ratings={loaderData.ratings} /> : null}
      </div>
      {loaderData.promo ? <LoginPromo promo={loaderData.promo} /> : null}
    </div>
  );
}
