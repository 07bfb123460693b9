import { href, Link } from "react-router";
import { PageHeading } from "~/components/PageHeading";
import { ScrollTable } from "~/components/ScrollTable";
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

/** Per deceased customer: letters posted, letters still to post, and what to invoice for the posted ones. */
function Charges({
  price,
  charges,
}: {
  price: string;
  charges: { count: number; rows: ReturnType<typeof chargeShown>[] };
}) {
  const heading = t("backoffice.letters.charges.title");
  return (
    <section aria-labelledby="letters-charges" className={styles.group}>
      <h2 id="letters-charges">{heading}</h2>
      <p>{t("backoffice.letters.charges.lead", { price })}</p>
      {charges.rows.length === 0 ? (
        <p>{t("backoffice.letters.charges.empty")}</p>
      ) : (
        <ScrollTable
          label={t("backoffice.letters.table.region", { group: heading })}
          caption={
            <>
              {heading}
              {charges.rows.length < charges.count
                ? ` · ${t("backoffice.letters.charges.more", { shown: charges.rows.length, count: charges.count })}`
                : null}
            </>
          }
        >
          <thead>
            <tr>
              <th scope="col">{t("backoffice.letters.charges.customer")}</th>
              <th scope="col">{t("backoffice.letters.charges.sent")}</th>
              <th scope="col">{t("backoffice.letters.charges.open")}</th>
              <th scope="col">{t("backoffice.letters.charges.amount")}</th>
            </tr>
          </thead>
          <tbody>
            {charges.rows.map((row) => (
              <tr key={row.provisionId}>
                <th scope="row">{row.customer}</th>
                <td>{row.sent}</td>
                <td>{row.open}</td>
                <td className={styles.nowrap}>{row.amount}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
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

function Group({ id, title, lead, rows, count, sent = false }: GroupProps) {
  const heading = t(title);
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h2 id={id}>
        {heading} <span className={styles.count}>({t("backoffice.letters.group.count", { count })})</span>
      </h2>
      {lead && rows.length > 0 ? <p>{t(lead)}</p> : null}
      {rows.length === 0 ? (
        <p>{t("backoffice.letters.group.empty")}</p>
      ) : (
        <ScrollTable
          label={t("backoffice.letters.table.region", { group: heading })}
          caption={
            <>
              {heading}
              {rows.length < count
                ? ` · ${t("backoffice.letters.group.more", { shown: rows.length, count })}`
                : null}
            </>
          }
        >
          <thead>
            <tr>
              <th scope="col">{t("backoffice.letters.column.recipient")}</th>
              <th scope="col">{t("backoffice.letters.column.customer")}</th>
              <th scope="col">{t("backoffice.letters.column.dueOn")}</th>
              <th scope="col">{t("backoffice.letters.column.rule")}</th>
              {sent ? <th scope="col">{t("backoffice.letters.column.sentOn")}</th> : null}
              <th scope="col">{t("backoffice.letters.column.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.letterId}>
                <th scope="row">
                  {row.recipient}
                  {row.place ? (
                    <>
                      <br />
                      <span className={styles.place}>{row.place}</span>
                    </>
                  ) : null}
                </th>
                <td>{row.customer}</td>
                <td className={styles.nowrap}>{row.dueOn}</td>
                <td>{row.rule}</td>
                {sent ? <td className={styles.nowrap}>{row.sentOn}</td> : null}
                <td>
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
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
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
    <>
      <PageHeading
        lead={
          <>
            <p>{t("backoffice.letters.lead")}</p>
            <p>{t("backoffice.letters.today", { date: today })}</p>
          </>
        }
      >
        {t("backoffice.letters.title")}
      </PageHeading>
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
    </>
  );
}
