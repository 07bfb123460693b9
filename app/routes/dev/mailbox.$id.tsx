import { Fragment, type ReactNode } from "react";
import { data, href } from "react-router";
import { ButtonLink } from "~/components/Button";
import { PageHeading } from "~/components/PageHeading";
import { requestOf } from "~/.server/route-request";
import {
  linkifyOwnUrls,
  mailPreviewDocument,
  readMailboxMessage,
  requireMailbox,
} from "~/.server/mail/mailbox";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/mailbox.$id";
import { MailTime, mailStatusText } from "./mailbox-parts";
import styles from "./mailbox.module.css";
import { withErrorPages } from "~/.server/service-errors";

export const handle: RouteHandle = { footer: "simple" };

/** One mail of the developer mailbox: headers, the text version with clickable portal links, the HTML version. */
export const loader = withErrorPages(async function loader({ request, params, context }: Route.LoaderArgs) {
  const { runtime } = requestOf({ context });
  const mail = await readMailboxMessage(await requireMailbox(runtime, request), params.id);
  if (!mail) throw data(null, { status: 404 });
  const { text, html, ...headers } = mail;
  return {
    mail: headers,
    html: html ? mailPreviewDocument(html) : null,
    text: linkifyOwnUrls(text, runtime.config.BASE_URL),
  };
});

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageTitle(t("mail.dev.messageTitle", { subject: loaderData?.mail.subject ?? "" }));

export default function MailboxMessage({ loaderData: { mail, html, text } }: Route.ComponentProps) {
  const headers: [string, ReactNode][] = [
    [t("mail.dev.to"), mail.to],
    [t("mail.dev.subject"), mail.subject],
    [t("mail.dev.template"), mail.template ?? "–"],
    [t("mail.dev.statusLabel"), mailStatusText(mail.status)],
    [t("mail.dev.attempts"), mail.attempts],
    [t("mail.dev.created"), <MailTime key="created" value={mail.createdAt} />],
    [t("mail.dev.sent"), <MailTime key="sent" value={mail.sentAt} />],
  ];
  if (mail.lastError) headers.push([t("mail.dev.lastError"), mail.lastError]);
  return (
    <>
      <p>
        <ButtonLink to={href("/dev/mailbox")} variant="link" icon="arrow-left">
          {t("mail.dev.back")}
        </ButtonLink>
      </p>
      <PageHeading kicker={t("mail.dev.title")}>{mail.subject}</PageHeading>

      <h2>{t("mail.dev.headers")}</h2>
      <dl className={styles.headers}>
        {headers.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>

      <h2>{t("mail.dev.textVersion")}</h2>
      <pre className={styles.text}>
        {text.map((part, i) =>
          part.href ? (
            <a key={i} href={part.href}>
              {part.text}
            </a>
          ) : (
            part.text
          ),
        )}
      </pre>

      <h2>{t("mail.dev.htmlVersion")}</h2>
      {html ? (
        <iframe
          className={styles.frame}
          title={t("mail.dev.htmlFrameTitle", { subject: mail.subject })}
          // Scripts of the mail are blocked by the policy in mailPreviewDocument(); "allow-scripts" only lets
          // test tools (axe) look into the frame, which an empty sandbox makes them wait for forever.
          sandbox="allow-scripts"
          srcDoc={html}
        />
      ) : (
        <p>{t("mail.dev.noHtml")}</p>
      )}
    </>
  );
}
