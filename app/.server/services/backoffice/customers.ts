/**
 * Customer care's customer search and lists (decision 0057). Every list is one SQL
 * condition on `provisions` (alias `pv`), so the counts, the pages and the export read the same definition;
 * the definitions mirror the rules of the areas they come from (trial, billing job, offer summary,
 * documents, finance) and are tested against them in customers.db.test.ts.
 *
 * Reading customer data is audited: a search as "customers.search", an export as "customers.export", with
 * the criteria and the row count only (no names or addresses of the rows found).
 */
import { sql, type SQL } from "drizzle-orm";
import { requireBackOffice, type Actor } from "~/.server/auth/actor";
import {
  DONE_FLAGS,
  LIST_COUNT_CAP,
  MAX_PAGE,
  PAGE_SIZE,
  TRIAL_ENDING_WITHIN_DAYS,
  UNCONFIRMED_AFTER_DAYS,
  likeEscape,
  nameWords,
  customerStanding,
  type CustomerListId,
  type CustomerQuery,
  type CustomerStanding,
  type ListParams,
  type SortColumn,
  type WorkedList,
} from "~/domain/backoffice/customers";
import { calendarDateInGermany } from "~/domain/dates";
import { OFFER_OUTDATED_AFTER_MONTHS } from "~/domain/offer/constants";
import { addDays } from "~/domain/billing/trial";
import type { Config } from "../../config";
import { rowsOf, type Db } from "../../db/client";
import { nameFoldKey, nameSortKeys, provisions } from "../../db/schema";
import { isUuid } from "~/domain/validation/uuid";
import { recordAudit, recordChange } from "../audit";
import { paidCondition, trialEnd, trialEndsWithin } from "../features";
import { changeProvisionAsSystem } from "../provisions";

/** What a customer row shows: enough to find the person again and open the provision. */
export interface CustomerRow {
  provisionId: string;
  number: number;
  firstname: string | null;
  lastname: string | null;
  loginEmail: string;
  contactEmail: string | null;
  postalCode: string | null;
  /** The phone number as stored (E.164), or null. */
  phone: string | null;
  /** Where the customer stands (booked with the first debit's date, paid through, deceased, …). */
  standing: CustomerStanding;
  /** The list's own date (ISO date, German calendar): signed up, trial end, requested, next debit, … */
  since: string | null;
}

export interface CustomerPage {
  rows: CustomerRow[];
  /**
   * The rows of the search; of a list counted up to LIST_COUNT_CAP + 1 and no further (decision 0066): then
   * `capped` is set, the caption reads "mehr als 1.000 Einträge" and the paging knows no last page.
   */
  total: number;
  capped: boolean;
  page: number;
  /** Whether rows follow this page (the link "Nächste Seite"). */
  more: boolean;
  /**
   * When a list's total was counted, if it was not counted with this page but taken from the counts kept for up to
   * LIST_COUNTS_MAX_AGE_MS (the page says "Stand der Zahl: …"); null when counted now or known from the page itself.
   */
  countedAt: Date | null;
}

export interface CustomerListOptions {
  now: Date;
  ip?: string | null;
  config: Pick<Config, "SEPA_PRENOTIFICATION_LEAD_DAYS">;
}

/** The most rows one export holds (the CRM import takes them in parts; decision 0057). */
export const EXPORT_MAX_ROWS = 50_000;

type Reader = Pick<Actor, "userId" | "groups" | "isStaff">;

/** Customer care and admins only; anyone else gets the same 404 as the back office's guard. */
function requireCare(actor: Reader) {
  requireBackOffice(actor, "care");
}

// ---------------------------------------------------------------------------------------------------------
// The list definitions

const PAID = paidCondition({
  paymentAcceptedAt: sql`pv.payment_accepted_at`,
  paymentAcceptedPlan: sql`pv.payment_accepted_plan`,
});
const ACTIVE = sql`pv.cancelled_at is null`;
/**
 * Not frozen (decision 0063): after a confirmed death a provision is no longer unconfirmed, unpaid, in a trial,
 * outdated, due for a debit or waiting for a partner's call. Only a document request stays on its list.
 */
const LIVE = sql`pv.frozen_at is null`;
const PV_TRIAL = { trialEndsAt: sql`pv.trial_ends_at`, createdAt: sql`pv.created_at` };
/** As the billing job: the stored trial end, or 29 days after the sign-up for rows from before the column. */
const TRIAL_END = trialEnd(PV_TRIAL);
/**
 * The offers holding an item that differs from the catalogue (deleted article, other price or name), read from
 * the catalogue's side (a few hundred articles) into `proposal_items` through the `…_snapshot_idx` indexes
 * (article, price, name, offer; decision 0066): all items of a deleted or unnamed article, and for the others
 * the items whose (price, name) lies below or above the article's, as index ranges that skip the matching
 * items. `offset 0` keeps each lateral subquery a per-article index look-up; `distinct` lets the planner hash
 * the result once. Deleted and live articles are read apart so that the planner's estimate stays near the
 * few rows it finds (an estimate of millions makes PostgreSQL compile the query with JIT: ≈ 40 ms). An item without its article cannot exist (a restricting foreign key, one reference each).
 */
function offersDifferingFromCatalogue(): SQL {
  const differing = (catalogue: SQL, column: SQL, name: SQL) => {
    const items = (condition: SQL) =>
      sql`select i.proposal_id from proposal_items i where ${column} = c.id and ${condition}`;
    return sql`select i.proposal_id from ${catalogue} c join proposal_items i on ${column} = c.id
        where c.deleted_at is not null or ${name} is null
      union all select d.proposal_id from ${catalogue} c cross join lateral (
        ${items(sql`i.price_cents < c.price_cents`)}
        union all ${items(sql`i.price_cents > c.price_cents`)}
        union all ${items(sql`i.price_cents = c.price_cents and i.name < ${name}`)}
        union all ${items(sql`i.price_cents = c.price_cents and i.name > ${name}`)}
        offset 0
      ) d where c.deleted_at is null and ${name} is not null`;
  };
  const shortname = sql`(c.translations->>'shortname')`;
  return sql`select distinct x.proposal_id from (
    ${differing(sql`products`, sql`i.product_id`, shortname)}
    union all ${differing(sql`services`, sql`i.service_id`, shortname)}
    union all ${differing(sql`extras`, sql`i.extra_id`, sql`c.name`)}
  ) x`;
}
const [SORT_LASTNAME, SORT_FIRSTNAME] = nameSortKeys(sql`pv.lastname`, sql`pv.firstname`);
/** The folded names as `provisions_name_fold_trgm_idx` holds them (decision 0096). */
const NAME_FOLD = nameFoldKey(sql`pv.firstname`, sql`pv.lastname`);
const berlinDate = (instant: SQL) => sql`to_char((${instant}) at time zone 'Europe/Berlin', 'YYYY-MM-DD')`;

interface Definition {
  /** Common table expressions the condition reads (`with …`), each computed once per statement. */
  with?: SQL;
  where: SQL;
  /** The list's own date as an ISO date text, and the expression it is sorted by. */
  since: SQL;
  sinceSort: SQL;
  /**
   * The list's date is never null on its rows (a column its rule requires): sorted without "nulls last", so that
   * a descending page walks the date's index backwards (decision 0066).
   */
  sinceNeverNull?: boolean;
  /**
   * Sorts whose page is read by walking indexes in the page's order (decisions 0066, 0101): the list split into
   * disjoint parts that together hold every row, each part walked by an index in the sort's order (its `keys`, then the
   * contract number) up to the page's last row, and the parts merged (`mergedWalks`) under the page's Limit. For a sort
   * whose order no single index holds for the whole list: offer-outdated by its date (an offer's date is a column of
   * another table, with a fallback), sepa-due by name (one part per day of its window); and sepa-due by its date, one
   * part. The list's condition filters every part as it is.
   */
  walks?: Partial<Record<SortColumn, readonly Walk[]>>;
  /**
   * A search, or a list whose candidates an index finds (sepa-due: the window's dates): its rows are read through
   * that index and then sorted (a search's exact total reads them anyway), in every order but one it `walks`. Walking
   * a sort index instead and filtering passes every customer sorted before the matches: a search for "Müller" by name
   * read 55,761 rows to find the first 50 at 100,000 customers (decision 0066).
   */
  sortFound?: boolean;
}

interface Walk {
  /** The part's tables, `provisions pv` among them; `provisions pv` alone when left out. */
  from?: SQL;
  /** Which rows of `pv` are this part's. */
  where: SQL;
  /** The sort's keys on this part's rows (before the contract number), in the order an index of the part holds them. */
  keys: readonly SQL[];
}

/** The seven lists of decision 0057, each one condition. */
function definition(list: CustomerListId, { now, config }: CustomerListOptions): Definition {
  const at = sql`${now.toISOString()}::timestamptz`;
  switch (list) {
    case "unconfirmed":
      return {
        where: sql`pv.status = 'NOT_CONFIRMED' and ${ACTIVE} and ${LIVE}
          and pv.created_at <= ${at} - make_interval(days => ${UNCONFIRMED_AFTER_DAYS})`,
        since: berlinDate(sql`pv.created_at`),
        sinceSort: sql`pv.created_at`,
        sinceNeverNull: true,
      };
    case "trial-ending":
      return {
        where: sql`not ${PAID} and ${ACTIVE} and ${LIVE}
          and ${trialEndsWithin(PV_TRIAL, at, sql`${at} + make_interval(days => ${TRIAL_ENDING_WITHIN_DAYS})`)}`,
        // The last free day is the day before the end instant (trialStatus).
        since: berlinDate(sql`${TRIAL_END} - interval '1 millisecond'`),
        sinceSort: TRIAL_END,
      };
    case "unpaid":
      // `payment_ended_at` is the latest end of one of the provision's payments, kept by the database (migration
      // 0020); the condition is `provisions_unpaid_idx`'s predicate, so the list, its count and its page by date
      // read that index alone: proportional to the list, not to the customers who ever ended a payment.
      return {
        where: sql`pv.payment_ended_at is not null and ${ACTIVE} and ${LIVE} and not ${PAID}`,
        since: berlinDate(sql`pv.payment_ended_at`),
        sinceSort: sql`pv.payment_ended_at`,
        sinceNeverNull: true,
      };
    case "offer-outdated": {
      const versionedAt = sql`coalesce((select pr.last_version_at from proposals pr where pr.id = pv.proposal_id), pv.created_at)`;
      // Every date outdated by its age lies at or before this instant: months added to a date clamp at the month's
      // end (31 August + 6 months = 28 February), so the rule's boundary lies up to 3 days after `now` − 6 months;
      // a day more for the session's time zone. The exact rule below still decides; this only bounds the walks.
      const ageBound = sql`(${at} - make_interval(months => ${OFFER_OUTDATED_AFTER_MONTHS}) + interval '4 days')`;
      return {
        // Read once per statement, also where the page merges two walks (a subquery there is read per row).
        with: sql`offers_differing as materialized (${offersDifferingFromCatalogue()})`,
        where: sql`${ACTIVE} and ${LIVE}
          and pv.state is distinct from 'accepted' and pv.state is distinct from 'customized'
          and pv.price_guarantee_booked_at is null and coalesce(pv.payment_price_guarantee, 0) = 0
          and (
            ((${versionedAt} at time zone 'UTC') + make_interval(months => ${OFFER_OUTDATED_AFTER_MONTHS})) at time zone 'UTC' <= ${at}
            or pv.proposal_id in (select d.proposal_id from offers_differing d)
          )`,
        since: berlinDate(versionedAt),
        sinceSort: versionedAt,
        sinceNeverNull: true,
        // The offers by their last version (`proposals_last_version_idx`), each joined to its open provision
        // (`provisions_offer_open_idx`), and the open sign-ups without an offer by their date (the same index). A
        // row younger than `ageBound` is on the list only through the catalogue: those offers are read from
        // `offers_differing` (a few) instead of walking every young offer, which a page by date descending did.
        walks: {
          since: [
            {
              from: sql`proposals wp join ${provisions} pv on pv.proposal_id = wp.id`,
              where: sql`wp.last_version_at <= ${ageBound}`,
              keys: [sql`wp.last_version_at`],
            },
            {
              from: sql`offers_differing od join proposals wp on wp.id = od.proposal_id
                join ${provisions} pv on pv.proposal_id = wp.id`,
              where: sql`wp.last_version_at > ${ageBound}`,
              keys: [sql`wp.last_version_at`],
            },
            {
              where: sql`pv.proposal_id is null and pv.created_at <= ${ageBound}`,
              keys: [sql`pv.created_at`],
            },
          ],
        },
      };
    }
    case "sepa-due": {
      // The plans paid by SEPA whose stored next debit (`next_debit_on`, always `nextDebitOf` of the row: null unless
      // a plan is being paid, decision 0101) falls on one of the coming lead days, not yet announced. A date stored
      // before today (its debit has passed; the billing job renews it within the hour) is another year's: outside.
      const today = calendarDateInGermany(now);
      const days = Array.from({ length: config.SEPA_PRENOTIFICATION_LEAD_DAYS + 1 }, (_, d) =>
        addDays(today, d),
      );
      return {
        where: sql`pv.last_payment_type = 'sepa'
          and pv.next_debit_on between ${today}::date and ${days.at(-1)!}::date
          and not exists (select 1 from scheduled_mails m where m.provision_id = pv.id
            and m.key = 'sepa-prenotification:' || pv.id::text || ':' || to_char(pv.next_debit_on, 'YYYY-MM-DD'))`,
        since: sql`to_char(pv.next_debit_on, 'YYYY-MM-DD')`,
        sinceSort: sql`pv.next_debit_on`,
        sinceNeverNull: true,
        sortFound: true,
        walks: {
          // By date: the window is one range of `provisions_next_debit_idx`, each day's debits by number.
          since: [{ where: sql`true`, keys: [sql`pv.next_debit_on`] }],
          // By name: each day's debits by name from `provisions_sepa_due_name_idx`, the days merged up to the page.
          name: days.map((day) => ({
            where: sql`pv.next_debit_on = ${day}::date`,
            keys: [SORT_LASTNAME, SORT_FIRSTNAME],
          })),
        },
      };
    }
    case "documents-requested":
      return {
        where: sql`pv.requested_documents_at is not null and ${ACTIVE}
          and (pv.flags->>'documentsSentAt' is null or (pv.flags->>'documentsSentAt')::timestamptz < pv.requested_documents_at)`,
        since: berlinDate(sql`pv.requested_documents_at`),
        sinceSort: sql`pv.requested_documents_at`,
        sinceNeverNull: true,
      };
    case "partner-requests":
      return {
        where: sql`pv.partner_consent_at is not null and ${ACTIVE} and ${LIVE}
          and (pv.flags->>'partnerRequestDoneAt' is null or (pv.flags->>'partnerRequestDoneAt')::timestamptz < pv.partner_consent_at)`,
        since: berlinDate(sql`pv.partner_consent_at`),
        sinceSort: sql`pv.partner_consent_at`,
        sinceNeverNull: true,
      };
  }
}

/** A search: one of the four criteria (decision 0057 says which index serves which). */
function searchDefinition(query: CustomerQuery): Definition {
  const base = {
    since: berlinDate(sql`pv.created_at`),
    sinceSort: sql`pv.created_at`,
    sinceNeverNull: true,
    sortFound: true,
  };
  switch (query.kind) {
    case "number":
      return { ...base, where: sql`pv.number = ${query.value}` };
    case "postalCode":
      return { ...base, where: sql`pv.postal_code = ${query.value}` };
    case "email": {
      const prefix = `${likeEscape(query.value)}%`;
      return {
        ...base,
        where: sql`(pv.user_email like ${prefix} or lower(pv.email) like ${prefix})`,
      };
    }
    case "name": {
      // A word inside a first or last name: the trigram indexes, as typed and with the spelling folded ("Mueller"
      // finds "Müller", `provisions_name_fold_trgm_idx`, decision 0096); a short word as a whole name (decision
      // 0066): the name sort keys, `provisions_name_sort_idx` (last name first) and `provisions_firstname_key_idx`.
      const each = nameWords(query.value).map(({ word, whole, folded }) => {
        if (whole) return sql`(${SORT_LASTNAME} = lower(${word}) or ${SORT_FIRSTNAME} = lower(${word}))`;
        const pattern = `%${likeEscape(word)}%`;
        const typed = sql`pv.firstname ilike ${pattern} or pv.lastname ilike ${pattern}`;
        if (folded === null) return sql`(${typed})`;
        return sql`(${typed} or ${NAME_FOLD} like ${`%${likeEscape(folded)}%`})`;
      });
      const byName = sql.join(each, sql` and `);
      if (!query.emailPrefix) return { ...base, where: byName };
      // One word that may begin an e-mail address: also the e-mail prefix indexes, as a search with "@" reads them.
      const prefix = `${likeEscape(query.emailPrefix)}%`;
      return {
        ...base,
        where: sql`(${byName} or pv.user_email like ${prefix} or lower(pv.email) like ${prefix})`,
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Reading

/**
 * The order of a page. The contract number breaks ties in the same direction, so that an index on the column (and
 * the number) serves both directions, forwards and backwards (decision 0066). Columns that are never null are
 * sorted without "nulls last"; the nullable ones (postal code, some lists' dates) keep their empty values last.
 */
function orderBy(sort: SortColumn, dir: ListParams["dir"], definition: Definition): SQL {
  const direction = dir === "desc" ? sql`desc` : sql`asc`;
  const nullsLast = sql`${direction} nulls last`;
  const column: Record<SortColumn, SQL> = {
    name: sql`${SORT_LASTNAME} ${direction}, ${SORT_FIRSTNAME} ${direction}`,
    email: sql`pv.user_email ${direction}`,
    number: sql`pv.number ${direction}`,
    postalCode: sql`pv.postal_code ${nullsLast}`,
    since: sql`${definition.sinceSort} ${definition.sinceNeverNull ? direction : nullsLast}`,
  };
  return sort === "number" ? column.number : sql`${column[sort]}, pv.number ${direction}`;
}

interface RawRow {
  id: string;
  number: number;
  firstname: string | null;
  lastname: string | null;
  user_email: string;
  email: string | null;
  postal_code: string | null;
  phone: string | null;
  status: string;
  created_at: Date | string;
  trial_ends_at: Date | string | null;
  payment_accepted_at: Date | string | null;
  payment_accepted_plan: string | null;
  cancelled_at: Date | string | null;
  frozen_at: Date | string | null;
  first_paid_at: Date | string | null;
  last_payment_type: "sepa" | "paypal" | null;
  since: string | null;
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

function toRow(raw: RawRow, now: Date): CustomerRow {
  const standing = customerStanding(
    {
      status: raw.status,
      createdAt: new Date(raw.created_at),
      trialEndsAt: asDate(raw.trial_ends_at),
      paymentAcceptedAt: asDate(raw.payment_accepted_at),
      paymentAcceptedPlan: raw.payment_accepted_plan,
      cancelledAt: asDate(raw.cancelled_at),
      frozenAt: asDate(raw.frozen_at),
      firstPaidAt: asDate(raw.first_paid_at),
      paymentType: raw.last_payment_type,
    },
    now,
  );
  return {
    provisionId: raw.id,
    number: Number(raw.number),
    firstname: raw.firstname,
    lastname: raw.lastname,
    loginEmail: raw.user_email,
    contactEmail: raw.email,
    postalCode: raw.postal_code,
    phone: raw.phone,
    standing,
    since: raw.since,
  };
}

/** The definition's common table expressions, ahead of a statement that reads it. */
const withOf = (definition: Definition) => (definition.with ? sql`with ${definition.with} ` : sql``);

const ROW_COLUMNS = sql`pv.id, pv.number, pv.firstname, pv.lastname, pv.user_email, pv.email, pv.postal_code,
  pv.phone, pv.status, pv.created_at, pv.trial_ends_at, pv.payment_accepted_at, pv.payment_accepted_plan, pv.cancelled_at,
  pv.frozen_at, pv.first_paid_at, pv.last_payment_type`;

/** The rows before the page. */
const offsetOf = (params: Pick<ListParams, "page">) => (Math.min(params.page, MAX_PAGE) - 1) * PAGE_SIZE;

/** Up to `limit` rows of a list or a search from the page's first row on, in the page's order. */
async function readRows(
  db: Db,
  definition: Definition,
  params: ListParams,
  limit: number,
  now: Date,
): Promise<CustomerRow[]> {
  const offset = offsetOf(params);
  const order = orderBy(params.sort, params.dir, definition);
  const columns = sql`${ROW_COLUMNS}, ${definition.since} as since`;
  const walks = definition.walks?.[params.sort];
  const statement = walks
    ? mergedWalks(definition, walks, params.dir, offset + limit)
    : definition.sortFound
      ? // `offset 0` keeps the criterion's subquery apart, read by its own index, before
        // the sort; the order reads the provision's columns the subquery passes on.
        sql`select ${ROW_COLUMNS}, pv.since from (select pv.*, ${definition.since} as since
          from ${provisions} pv where ${definition.where} offset 0) pv order by ${order}`
      : sql`select ${columns} from ${provisions} pv where ${definition.where} order by ${order}`;
  const rows = await rowsOf<RawRow>(
    db,
    sql`${withOf(definition)}${statement} limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => toRow(row, now));
}

/**
 * A page from the sort's `walks` (decisions 0066, 0101): each part walked in the sort's order (its keys, then the
 * number) up to `upTo` rows of the list, merged in that order: each part is a fenced subquery with its own order and
 * Limit, which the planner reads from its index in order, so the merge (a Merge Append) pulls only the rows up to the
 * page from each. Each part selects the row's columns and date itself, so the merge reads the parts' rows as they are.
 */
function mergedWalks(definition: Definition, walks: readonly Walk[], dir: ListParams["dir"], upTo: number) {
  const direction = dir === "desc" ? sql`desc` : sql`asc`;
  const parts = walks.map((walk) => sql`(${walkPart(definition, walk, direction, upTo)})`);
  const keys = walks[0]!.keys.map((_, i) => sql`${sql.identifier(`walk_key_${i}`)} ${direction}`);
  return sql`select w.* from (${sql.join(parts, sql` union all `)}) w
    order by ${sql.join(keys, sql`, `)}, w.number ${direction}`;
}

/**
 * One walked part of a list: its rows in the walk's order up to `upTo`, with the row's columns, the list's date and the
 * walk's keys (`walk_key_0`, …) selected inside, so the merge above joins nothing.
 */
function walkPart(definition: Definition, walk: Walk, direction: SQL, upTo: number): SQL {
  const keys = walk.keys.map((key, i) => sql`${key} as ${sql.identifier(`walk_key_${i}`)}`);
  const order = walk.keys.map((key) => sql`${key} ${direction}`);
  return sql`select ${ROW_COLUMNS}, ${definition.since} as since, ${sql.join(keys, sql`, `)}
    from ${walk.from ?? sql`${provisions} pv`}
    where ${walk.where} and ${definition.where}
    order by ${sql.join(order, sql`, `)}, pv.number ${direction} limit ${upTo}`;
}

/** A search's page and its exact total, read side by side. The page reads one row more than it shows (decision 0066). */
async function readSearchPage(
  db: Db,
  definition: Definition,
  params: ListParams,
  now: Date,
): Promise<CustomerPage> {
  const [rows, total] = await Promise.all([
    readRows(db, definition, params, PAGE_SIZE + 1, now),
    countOf(db, definition),
  ]);
  return pageOf(rows, params, { total, capped: false, countedAt: null });
}

function pageOf(
  rows: CustomerRow[],
  params: ListParams,
  count: Pick<CustomerPage, "total" | "capped" | "countedAt">,
): CustomerPage {
  return { rows: rows.slice(0, PAGE_SIZE), ...count, page: params.page, more: rows.length > PAGE_SIZE };
}

/** The number of rows of a list or a search; with `upTo`, counted up to one more than that and no further. */
async function countOf(db: Db, definition: Definition, upTo?: number): Promise<number> {
  const from = sql`from ${provisions} pv where ${definition.where}`;
  const [row] = await rowsOf<{ total: number }>(
    db,
    upTo === undefined
      ? sql`${withOf(definition)}select count(*)::int as total ${from}`
      : sql`${withOf(definition)}select count(*)::int as total from (select 1 ${from} limit ${upTo + 1}) capped`,
  );
  return Number(row?.total ?? 0);
}

/** How long the start page reuses its counts (decision 0066): at 100,000 customers the seven counts take ≈ 100 ms. */
export const LIST_COUNTS_MAX_AGE_MS = 60_000;

/** The counts of the start page, with the time they were counted (the page says "Stand: …"). */
export interface ListCounts {
  counts: Record<CustomerListId, number>;
  countedAt: Date;
}

/** The last count of each list per database, in this process; `markListEntryDone` drops a database's. */
const countsKept = new WeakMap<Db, Map<CustomerListId, { count: number; countedAt: Date }>>();

/** A list's kept count younger than LIST_COUNTS_MAX_AGE_MS by the request's clock (a clock gone back never reuses). */
function keptCount(db: Db, list: CustomerListId, now: Date) {
  const kept = countsKept.get(db)?.get(list);
  const age = kept ? now.getTime() - kept.countedAt.getTime() : Number.NaN;
  return kept && age >= 0 && age < LIST_COUNTS_MAX_AGE_MS ? kept : null;
}

/** A list's count up to LIST_COUNT_CAP + 1, counted now and kept. */
async function countList(db: Db, list: CustomerListId, options: CustomerListOptions) {
  const count = await countOf(db, definition(list, options), LIST_COUNT_CAP);
  keepCount(db, list, count, options.now);
  return count;
}

function keepCount(db: Db, list: CustomerListId, count: number, countedAt: Date) {
  const forDb = countsKept.get(db) ?? new Map<CustomerListId, { count: number; countedAt: Date }>();
  countsKept.set(db, forDb.set(list, { count: Math.min(count, LIST_COUNT_CAP + 1), countedAt }));
}

/**
 * The row count of every list (the section's start page), each up to LIST_COUNT_CAP + 1 (more than the cap
 * reads "mehr als 1.000"), one statement per list (decision 0066). A list's count younger than
 * LIST_COUNTS_MAX_AGE_MS (by the request's clock), from this page or a list's page, is reused: the page says when
 * the oldest was counted, and a colleague's "erledigt" in this process counts anew. Other changes show within a
 * minute (per replica).
 */
export async function countCustomerLists(
  db: Db,
  actor: Reader,
  { lists }: { lists: readonly CustomerListId[] },
  options: CustomerListOptions,
): Promise<ListCounts> {
  requireCare(actor);
  const counts = await Promise.all(
    lists.map(async (list) => {
      const kept = keptCount(db, list, options.now);
      return [list, kept ?? { count: await countList(db, list, options), countedAt: options.now }] as const;
    }),
  );
  return {
    counts: Object.fromEntries(counts.map(([list, { count }]) => [list, count])) as Record<
      CustomerListId,
      number
    >,
    countedAt: new Date(
      Math.min(options.now.getTime(), ...counts.map(([, kept]) => kept.countedAt.getTime())),
    ),
  };
}

/**
 * One page of a list and its total up to LIST_COUNT_CAP + 1 (decision 0066). The total is known from the page
 * itself when it is the last one; otherwise a count of the list kept from the last minute is taken when the page
 * agrees with it (more rows than it said are never shown under it), else the list is counted. Not audited: the
 * lists show the same rows to every colleague (see the decision).
 */
export async function customerList(
  db: Db,
  actor: Reader,
  input: { list: CustomerListId } & ListParams,
  options: CustomerListOptions,
): Promise<CustomerPage> {
  requireCare(actor);
  const rows = await readRows(db, definition(input.list, options), input, PAGE_SIZE + 1, options.now);
  const before = offsetOf(input);
  const capped = (total: number) => ({ total, capped: total > LIST_COUNT_CAP });
  if (rows.length <= PAGE_SIZE && (rows.length > 0 || before === 0)) {
    // The last page (or an empty first one): every earlier row was passed to reach it, so the total is exact.
    keepCount(db, input.list, before + rows.length, options.now);
    return pageOf(rows, input, { ...capped(before + rows.length), countedAt: null });
  }
  const kept = keptCount(db, input.list, options.now);
  const agrees = kept && (rows.length > PAGE_SIZE ? kept.count > before + PAGE_SIZE : kept.count <= before);
  if (kept && agrees) return pageOf(rows, input, { ...capped(kept.count), countedAt: kept.countedAt });
  return pageOf(rows, input, { ...capped(await countList(db, input.list, options)), countedAt: null });
}

/** A search's criteria as the audit log keeps them: `{ criteria: { lastname: "Muster" } }`. */
const criteriaOf = (query: CustomerQuery) => ({ criteria: { [query.kind]: query.value } });

/** Audits a read across customers (a search, an export): no provision, the detail says what was read. */
async function auditRead(
  db: Db,
  actor: Reader,
  action: "customers.search" | "customers.export",
  { ip }: Pick<CustomerListOptions, "ip">,
  detail: Record<string, unknown>,
) {
  await recordAudit(db, { actorUserId: actor.userId, provisionId: null, action, detail, ip: ip ?? null });
}

/** One page of a search; audited as "customers.search" with the criteria and the number of customers found. */
export async function searchCustomers(
  db: Db,
  actor: Reader,
  input: { query: CustomerQuery } & ListParams,
  options: Pick<CustomerListOptions, "now" | "ip">,
): Promise<CustomerPage> {
  requireCare(actor);
  const page = await readSearchPage(db, searchDefinition(input.query), input, options.now);
  await auditRead(db, actor, "customers.search", options, {
    ...criteriaOf(input.query),
    sort: input.sort,
    dir: input.dir,
    page: input.page,
    count: page.total,
  });
  return page;
}

/**
 * All rows of a list or a search (at most EXPORT_MAX_ROWS), for the CSV export; audited as
 * "customers.export" with the list or the criteria and the number of rows exported.
 */
export async function exportCustomers(
  db: Db,
  actor: Reader,
  input: ({ list: CustomerListId } | { query: CustomerQuery }) & Pick<ListParams, "sort" | "dir">,
  options: CustomerListOptions,
): Promise<CustomerRow[]> {
  requireCare(actor);
  const chosen = "list" in input ? definition(input.list, options) : searchDefinition(input.query);
  const rows = await readRows(db, chosen, { ...input, page: 1 }, EXPORT_MAX_ROWS, options.now);
  await auditRead(db, actor, "customers.export", options, {
    ...("list" in input ? { list: input.list } : criteriaOf(input.query)),
    sort: input.sort,
    dir: input.dir,
    count: rows.length,
  });
  return rows;
}

// ---------------------------------------------------------------------------------------------------------
// Marking a list's entry as done

/**
 * Customer care marks a requested document set as sent, or a partner request as done: the provision's flag
 * takes the time (a later request of the customer puts it back on the list). The provision's version moves on,
 * so a change the customer made meanwhile is refused rather than overwritten. Audited with before and after;
 * false when the provision does not exist or is not on that list.
 */
export async function markListEntryDone(
  db: Db,
  actor: Reader,
  { provisionId, list }: { provisionId: string; list: WorkedList },
  options: CustomerListOptions,
): Promise<boolean> {
  requireCare(actor);
  if (!isUuid(provisionId)) return false;
  const flag = DONE_FLAGS[list];
  const d = definition(list, options);
  const [current] = await rowsOf<{ before: string | null }>(
    db,
    sql`${withOf(d)}select pv.flags->>${flag} as before from ${provisions} pv where pv.id = ${provisionId} and ${d.where}`,
  );
  if (!current) return false;
  countsKept.delete(db);
  const at = options.now.toISOString();
  await db.transaction((tx) =>
    changeProvisionAsSystem(tx, provisionId, (row) => ({ flags: { ...row.flags, [flag]: at } }), options),
  );
  await recordChange(
    db,
    actor,
    {
      action: `customers.${list}.done`,
      subject: { type: "provision", id: provisionId },
      before: { [flag]: current.before },
      after: { [flag]: at },
    },
    { ip: options.ip },
  );
  return true;
}
