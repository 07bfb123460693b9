import { data, href } from "react-router";
import { requestOf } from "~/.server/route-request";
import { isRefusal, onServiceError, withErrorPages } from "~/.server/service-errors";
import { logger } from "~/.server/logger";
import { confirmContactEmail } from "~/.server/services/profile";
import { t } from "~/i18n";
import { NoticePage } from "../auth/notice-page";
import type { Route } from "./+types/kontakt-bestaetigen";

type View = { view: "confirmed"; email: string; signedIn: boolean } | { view: "invalid"; signedIn: boolean };

/**
 * /kontakt-bestaetigen?token=… (decision 0029): the link mailed to a new contact address. Opening it makes the
 * address the contact address (mail goes there from now on). Open to everyone: the link itself proves that its
 * holder reads that mailbox. A used, expired, superseded or unknown link is 400 and changes nothing.
 */
export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const { db, actor, runtime } = requestOf({ context });
  const signedIn = actor !== null;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return onServiceError(
    async () => {
      const { email } = await confirmContactEmail(db, token, { now: runtime.clock.now() });
      return data<View>({ view: "confirmed", email, signedIn }, { headers: { "Cache-Control": "no-store" } });
    },
    isRefusal,
    (error) => {
      logger.warn({ code: error.code }, "contact e-mail link refused");
      return data<View>(
        { view: "invalid", signedIn },
        { status: 400, headers: { "Cache-Control": "no-store" } },
      );
    },
  );
});

export default function ConfirmContact({ loaderData }: Route.ComponentProps) {
  const action = loaderData.signedIn
    ? { to: href("/profile"), label: t("profile.contact.toProfile") }
    : { to: href("/login"), label: t("auth.activate.toLogin") };
  return loaderData.view === "confirmed" ? (
    <NoticePage
      title={t("profile.contact.confirmedTitle")}
      tone="success"
      message={t("profile.contact.confirmed", { email: loaderData.email })}
      action={action}
    />
  ) : (
    <NoticePage
      title={t("profile.contact.invalidTitle")}
      tone="error"
      message={t("profile.contact.invalid")}
      action={action}
    />
  );
}
