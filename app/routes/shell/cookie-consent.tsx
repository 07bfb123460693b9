import { data, href } from "react-router";
import { z } from "zod";
import { CookieBanner } from "~/components/CookieBanner";
import { PageHeading } from "~/components/PageHeading";
import { secureCookies } from "~/.server/config";
import { consentCookies, readConsent } from "~/.server/consent";
import { cookieConsentTexts } from "~/.server/content/port";
import { requestOf } from "~/.server/route-request";
import { redirectWithToast } from "~/.server/toast";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/cookie-consent";
import { readForm } from "~/.server/intent";
import { withErrorPages } from "~/.server/service-errors";

const consentForm = z.object({
  consent: z.enum(["accept", "decline"]),
  redirectTo: z.string().optional(),
});

export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const texts = await cookieConsentTexts(requestOf({ context }).runtime.content, new URL(request.url).origin);
  if (!texts) throw data(null, { status: 404 });
  return { consent: await readConsent(request), texts };
});

/** Records the visitor's choice (banner or this page) for one year and returns to where they were. */
export const action = withErrorPages(async function action({ request, context }: Route.ActionArgs) {
  const parsed = consentForm.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) {
    return data({ error: t("shell.consent.invalid") }, { status: 400 });
  }
  const headers = new Headers();
  const { config, session } = requestOf({ context });
  const secure = secureCookies(config);
  for (const cookie of await consentCookies(request, parsed.data.consent, secure))
    headers.append("Set-Cookie", cookie);
  return redirectWithToast(
    safeRedirectPath(parsed.data.redirectTo, href("/cookie-consent")),
    session,
    { kind: "success", message: t("shell.consent.saved") },
    { headers },
  );
});

export const meta = ({ error }: Route.MetaArgs) => pageTitle(t("shell.consent.title"), Boolean(error));

export default function CookieConsentPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading lead={<p>{t("shell.consent.current", { consent: loaderData.consent ?? "none" })}</p>}>
        {t("shell.consent.title")}
      </PageHeading>
      {actionData?.error ? (
        <p role="alert" className="form-error">
          {actionData.error}
        </p>
      ) : null}
      <CookieBanner texts={loaderData.texts} redirectTo={href("/cookie-consent")} />
    </>
  );
}
