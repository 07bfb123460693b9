import { href, Link } from "react-router";
import { DataTable, type Column } from "~/components/list/DataTable";
import { ListPage } from "~/components/list/ListPage";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import {
  listLetterCharges,
  listLetterDispatches,
  type DispatchEntry,
  type LetterCharge,
} from "~/.server/services/after-death/dispatch-list";
import { LETTER_PRICE } from "~/domain/letters";
import { formatCents } from "~/i18n/currency";
import { t, type MessageKey } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/index";
import styles from "./letters.module.css";
import { PrintLink } from "./print-link";
import { dispatchRuleText } from "./rule-text";

/** A row as the page shows it: names, place, dates in German and the rule in words. */
function shown(entry: DispatchEntry) {
  return {
    letterId: entry.letterId,
    recipient: entry.recipientName || t("backoffice.letters.noName"),
    place: entry.recipientPlace,
    customer: t("backoffice.letters.customer", {
      name: entry.customerName || t("backoffice.letters.noName"),
      number: String(entry.contractNumber),
    }),
    dueOn: formatViewDate(entry.dueOn),
    rule: dispatchRuleText(entry),
    sentOn: entry.sentOn ? formatViewDate(entry.sentOn) : null,
  };
}

type Row = ReturnType<typeof shown>;

/**
 * /backoffice/letters (decision 0064): the farewell letters to post, in three groups with their counts —
 * overdue, due today, due within the next 7 days — and the letters sent last. Customer care and admins.
 */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor, runtime } = requestOf(args, "staff");
  const [list, charges] = await Promise.all([
    listLetterDispatches(db, actor, {}, { now: runtime.clock.now() }),
    listLetterCharges(db, actor),
  ]);
  return {
    today: formatViewDate(list.today),
    counts: list.counts,
    overdue: list.overdue.map(shown),
    dueToday: list.dueToday.map(shown),
    thisWeek: list.thisWeek.map(shown),
    recentlySent: list.recentlySent.map(shown),
    price: formatCents(LETTER_PRICE),
    charges: { count: charges.count, rows: charges.charges.map(chargeShown) },
  };
});

/** A provision's letter charge as the page shows it. */
function chargeShown(charge: LetterCharge) {
  return {
    provisionId: charge.provisionId,
    customer: t("backoffice.letters.customer", {
      name: charge.customerName || t("backoffice.letters.noName"),
      number: String(charge.contractNumber),
    }),
    sent: charge.sent,
    open: charge.open,
    amount: formatCents(charge.amount),
  };
}

type ChargeRow = ReturnType<typeof chargeShown>;

/** A group's caption: its heading, and how many of how many it shows when the list is cut. */
function caption(heading: string, more: string | null) {
  return (
    <>
      {heading}
      {more === null ? null : ` · ${more}`}
    </>
  );
}

const chargeColumns = (): Column<ChargeRow>[] => [
  { header: t("backoffice.letters.charges.customer"), cell: (row) => row.customer, rowHeader: true },
  { header: t("backoffice.letters.charges.sent"), cell: (row) => row.sent },
  { header: t("backoffice.letters.charges.open"), cell: (row) => row.open },
  { header: t("backoffice.letters.charges.amount"), cell: (row) => row.amount, nowrap: true },
];

/** Per deceased customer: letters posted, letters still to post, and what to invoice for the posted ones. */
function Charges({ price, charges }: { price: string; charges: { count: number; rows: ChargeRow[] } }) {
  const heading = t("backoffice.letters.charges.title");
  const { rows, count } = charges;
  return (
    <section aria-labelledby="letters-charges" className={styles.group}>
      <h2 id="letters-charges">{heading}</h2>
      <p>{t("backoffice.letters.charges.lead", { price })}</p>
      <DataTable
        label={t("backoffice.letters.table.region", { group: heading })}
        caption={caption(
          heading,
          rows.length < count ? t("backoffice.letters.charges.more", { shown: rows.length, count }) : null,
        )}
        columns={chargeColumns()}
        rows={rows}
        rowKey={(row) => row.provisionId}
        empty={t("backoffice.letters.charges.empty")}
      />
    </section>
  );
}

export const meta = () => pageTitle(t("backoffice.letters.title"));

interface GroupProps {
  id: string;
  title: MessageKey;
  lead?: MessageKey;
  rows: Row[];
  /** How many letters the group holds (more than shown when the list is cut). */
  count: number;
  sent?: boolean;
}

const letterColumns = (sent: boolean): (Column<Row> | false)[] => [
  {
    header: t("backoffice.letters.column.recipient"),
    cell: (row) => (
      <>
        {row.recipient}
        {row.place ? (
          <>
            <br />
            <span className={styles.place}>{row.place}</span>
          </>
        ) : null}
      </>
    ),
    rowHeader: true,
  },
  { header: t("backoffice.letters.column.customer"), cell: (row) => row.customer },
  { header: t("backoffice.letters.column.dueOn"), cell: (row) => row.dueOn, nowrap: true },
  { header: t("backoffice.letters.column.rule"), cell: (row) => row.rule },
  sent && { header: t("backoffice.letters.column.sentOn"), cell: (row) => row.sentOn, nowrap: true },
  {
    header: t("backoffice.letters.column.actions"),
    cell: (row) => (
      <ul className={styles.actions}>
        <li>
          <PrintLink letterId={row.letterId} name={row.recipient} />
        </li>
        {sent ? null : (
          <li>
            <Link
              to={href("/backoffice/letters/:letterId", { letterId: row.letterId })}
              aria-label={t("backoffice.letters.openNamed", { name: row.recipient })}
            >
              {t("backoffice.letters.open")}
            </Link>
          </li>
        )}
      </ul>
    ),
  },
];

function Group({ id, title, lead, rows, count, sent = false }: GroupProps) {
  const heading = t(title);
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h2 id={id}>
        {heading} <span className={styles.count}>({t("backoffice.letters.group.count", { count })})</span>
      </h2>
      {lead && rows.length > 0 ? <p>{t(lead)}</p> : null}
      <DataTable
        label={t("backoffice.letters.table.region", { group: heading })}
        caption={caption(
          heading,
          rows.length < count ? t("backoffice.letters.group.more", { shown: rows.length, count }) : null,
        )}
        columns={letterColumns(sent)}
        rows={rows}
        rowKey={(row) => row.letterId}
        empty={t("backoffice.letters.group.empty")}
      />
    </section>
  );
}

/** The three groups of letters to post, in the order of urgency. */
const OPEN_GROUPS: { id: "overdue" | "dueToday" | "thisWeek"; lead?: MessageKey }[] = [
  { id: "overdue", lead: "backoffice.letters.group.overdue.lead" },
  { id: "dueToday" },
  { id: "thisWeek", lead: "backoffice.letters.group.thisWeek.lead" },
];

export default function Letters({ loaderData }: Route.ComponentProps) {
  const { today, counts, recentlySent, price, charges } = loaderData;
  return (
    <ListPage
      title={t("backoffice.letters.title")}
      lead={
        <>
          <p>{t("backoffice.letters.lead")}</p>
          <p>{t("backoffice.letters.today", { date: today })}</p>
        </>
      }
    >
      {OPEN_GROUPS.map((group) => (
        <Group
          key={group.id}
          id={`letters-${group.id}`}
          title={`backoffice.letters.group.${group.id}`}
          lead={group.lead}
          rows={loaderData[group.id]}
          count={counts[group.id]}
        />
      ))}
      <Group
        id="letters-sent"
        title="backoffice.letters.group.recentlySent"
        rows={recentlySent}
        count={recentlySent.length}
        sent
      />
      <Charges price={price} charges={charges} />
    </ListPage>
  );
}
