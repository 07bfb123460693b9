import { data, href } from "react-router";
import { actorContext } from "~/.server/auth/actor";
import { runtimeContext } from "~/.server/context";
import { logger } from "~/.server/logger";
import { confirmContactEmail } from "~/.server/services/profile";
import { isServiceError } from "~/domain/errors";
import { t } from "~/i18n";
import { NoticePage } from "../auth/notice-page";
import type { Route } from "./+types/kontakt-bestaetigen";

type View = { view: "confirmed"; email: string; signedIn: boolean } | { view: "invalid"; signedIn: boolean };

/**
 * /kontakt-bestaetigen?token=… (decision 0029): the link mailed to a new contact address. Opening it makes the
 * address the contact address (mail goes there from now on). Open to everyone: the link itself proves that its
 * holder reads that mailbox. A used, expired, superseded or unknown link is 400 and changes nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const signedIn = context.get(actorContext) !== null;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    const { email } = await confirmContactEmail(context.get(runtimeContext).database.db, token);
    return data<View>({ view: "confirmed", email, signedIn }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (!isServiceError(error) || error.status >= 500) throw error;
    logger.warn({ code: error.code }, "contact e-mail link refused");
    return data<View>(
      { view: "invalid", signedIn },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
}

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
