import { Form, Link, href } from "react-router";
import { Button } from "~/components/Button";
import { DataTable, type Column } from "~/components/list/DataTable";
import { PageHeading } from "~/components/PageHeading";
import { TextField } from "~/components/TextField";
import { requestOf } from "~/.server/route-request";
import { listMailbox, requireMailbox } from "~/.server/mail/mailbox";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/mailbox";
import { MailTime, mailStatusText } from "./mailbox-parts";
import styles from "./mailbox.module.css";
import { withErrorPages } from "~/.server/service-errors";

export const handle: RouteHandle = { footer: "simple" };

/** The developer mailbox: every mail in the outbox, newest first; `?to=` filters by recipient. */
export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const db = await requireMailbox(requestOf({ context }).runtime, request);
  const to = (new URL(request.url).searchParams.get("to") ?? "").trim().slice(0, 254);
  return { to, mails: await listMailbox(db, { to }) };
});

export const meta = () => pageTitle(t("mail.dev.title"));

type Mail = Route.ComponentProps["loaderData"]["mails"][number];

const mailColumns = (): Column<Mail>[] => [
  {
    header: t("mail.dev.colSubject"),
    cell: (mail) => <Link to={href("/dev/mailbox/:id", { id: mail.id })}>{mail.subject}</Link>,
    rowHeader: true,
  },
  { header: t("mail.dev.colTo"), cell: (mail) => mail.to },
  { header: t("mail.dev.colTime"), cell: (mail) => <MailTime value={mail.createdAt} /> },
  { header: t("mail.dev.colStatus"), cell: (mail) => mailStatusText(mail.status) },
];

export default function Mailbox({ loaderData: { to, mails } }: Route.ComponentProps) {
  return (
    <>
      <PageHeading lead={<p>{t("mail.dev.lead")}</p>}>{t("mail.dev.title")}</PageHeading>
      <Form method="get" className={styles.filter} role="search" aria-label={t("mail.dev.filterLegend")}>
        <TextField
          name="to"
          type="search"
          label={t("mail.dev.filterTo")}
          defaultValue={to}
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          {t("mail.dev.filterSubmit")}
        </Button>
        {to ? <Link to={href("/dev/mailbox")}>{t("mail.dev.filterReset")}</Link> : null}
      </Form>
      <DataTable
        caption={
          <>
            {t("mail.dev.tableCaption")} ({t("mail.dev.count", { count: mails.length })})
          </>
        }
        className={styles.table}
        columns={mailColumns()}
        rows={mails}
        rowKey={(mail) => mail.id}
        empty={t("mail.dev.empty")}
      />
    </>
  );
}
