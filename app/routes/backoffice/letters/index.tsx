import { href, Link } from "react-router";
import { z } from "zod";
import { Button } from "~/components/Button";
import { DataTable, type Column } from "~/components/list/DataTable";
import { ListFilter, ListPage } from "~/components/list/ListPage";
import { Select } from "~/components/Select";
import { listParam, parseListQuery } from "~/.server/list-query";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import {
  listLetterCharges,
  listLetterDispatches,
  type DispatchEntry,
  type LetterCharge,
} from "~/.server/services/after-death/dispatch-list";
import { LETTER_PRICE } from "~/domain/letters";
import {
  DEFAULT_DISPATCH_PERIOD,
  DISPATCH_PERIODS,
  type DispatchPeriod,
} from "~/domain/letters/dispatch-list";
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
    /** A sent letter's state: posted, or came back (Rücklauf) with the day and the reason. */
    state:
      entry.returnedOn && entry.returnReason
        ? t("backoffice.letters.status.returned", {
            date: formatViewDate(entry.returnedOn),
            reason: t(`backoffice.letters.returnReason.${entry.returnReason}`),
          })
        : t("backoffice.letters.status.sent"),
    returned: entry.returnedOn !== null,
  };
}

type Row = ReturnType<typeof shown>;

/** `?period=7|30|all` (decision 0096): how far ahead the planned letters go; anything else is a German 400. */
const lettersQuery = z.object({
  period: listParam(z.enum(DISPATCH_PERIODS), DEFAULT_DISPATCH_PERIOD, () =>
    t("backoffice.letters.period.bad"),
  ),
});

/**
 * /backoffice/letters?period= (decisions 0064, 0096): the farewell letters to post, in three groups with their
 * counts — overdue, due today, planned (the next 7 or 30 days, or all; by default all) — and the letters sent last,
 * a returned one with its Rücklauf. Customer care and admins.
 */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor, runtime } = requestOf(args, "staff");
  const { period } = parseListQuery(args.request, lettersQuery);
  const [list, charges] = await Promise.all([
    listLetterDispatches(db, actor, { period }, { now: runtime.clock.now() }),
    listLetterCharges(db, actor),
  ]);
  return {
    today: formatViewDate(list.today),
    period,
    counts: list.counts,
    overdue: list.overdue.map(shown),
    dueToday: list.dueToday.map(shown),
    planned: list.planned.map(shown),
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
  sent && { header: t("backoffice.letters.column.status"), cell: (row) => row.state },
  {
    header: t("backoffice.letters.column.actions"),
    cell: (row) => (
      <ul className={styles.actions}>
        <li>
          <PrintLink letterId={row.letterId} name={row.recipient} />
        </li>
        {sent && row.returned ? null : (
          <li>
            <Link
              to={href("/backoffice/letters/:letterId", { letterId: row.letterId })}
              aria-label={t(sent ? "backoffice.letters.openReturnNamed" : "backoffice.letters.openNamed", {
                name: row.recipient,
              })}
            >
              {t(sent ? "backoffice.letters.openReturn" : "backoffice.letters.open")}
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

/** The three groups of letters to post, in the order of urgency; the planned group's heading names the period. */
const openGroups = (
  period: DispatchPeriod,
): { id: "overdue" | "dueToday" | "planned"; title: MessageKey; lead?: MessageKey }[] => [
  { id: "overdue", title: "backoffice.letters.group.overdue", lead: "backoffice.letters.group.overdue.lead" },
  { id: "dueToday", title: "backoffice.letters.group.dueToday" },
  {
    id: "planned",
    title: `backoffice.letters.group.planned.${period}`,
    lead: "backoffice.letters.group.planned.lead",
  },
];

/** The period of the planned letters: a GET form, so it works without JavaScript and the address keeps it. */
function PeriodFilter({ period }: { period: DispatchPeriod }) {
  return (
    <ListFilter label={t("backoffice.letters.period.filter")} className={styles.period}>
      <Select
        name="period"
        label={t("backoffice.letters.period")}
        defaultValue={period}
        placeholder={false}
        width="m"
        options={DISPATCH_PERIODS.map((value) => ({ value, label: t(`backoffice.letters.period.${value}`) }))}
      />
      <Button type="submit">{t("backoffice.letters.period.apply")}</Button>
    </ListFilter>
  );
}

export default function Letters({ loaderData }: Route.ComponentProps) {
  const { today, period, counts, recentlySent, price, charges } = loaderData;
  return (
    <ListPage
      title={t("backoffice.letters.title")}
      lead={
        <>
          <p>{t("backoffice.letters.lead")}</p>
          <p>{t("backoffice.letters.today", { date: today })}</p>
        </>
      }
      filter={<PeriodFilter period={period} />}
    >
      {openGroups(period).map((group) => (
        <Group
          key={group.id}
          id={`letters-${group.id}`}
          title={group.title}
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
