import { Form, href, Link } from "react-router";
import { badRequest, readIntent } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import { redirectWithToast } from "~/.server/toast";
import { withErrorPages } from "~/.server/service-errors";
import {
  countCustomerLists,
  customerList,
  markListEntryDone,
  searchCustomers,
  type CustomerPage,
  type CustomerRow,
} from "~/.server/services/backoffice/customers";
import { Button } from "~/components/Button";
import { ListFilter, ListResults } from "~/components/list/ListPage";
import { DataTable, sortableColumns, type Column } from "~/components/list/DataTable";
import { PageHeading } from "~/components/PageHeading";
import { TextField } from "~/components/TextField";
import { VisuallyHidden } from "~/components/VisuallyHidden";
import {
  CUSTOMER_LISTS,
  isWorkedList,
  LIST_COUNT_CAP,
  type WorkedList,
  pageCount,
  type CustomerListId,
  type ListParams,
  type SortColumn,
} from "~/domain/backoffice/customers";
import { listHref } from "~/domain/backoffice/lists";
import { formatViewDate, formatViewDateTime } from "~/i18n/format";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/index";
import { customersAsked } from "./params.server";
import { standingText } from "./standing";
import styles from "./customers.module.css";

/**
 * /backoffice/customers (decision 0057): the search, the lists of the daily work (with their counts on the start
 * page, decision 0066), and — with `?q=` or `?list=` — one page of the result, sortable and paged by links, each row with the
 * "Vorsorge öffnen" button of the held-provision flow (POST /provisions/:provisionId).
 */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor, ip, runtime } = requestOf(args, "staff");
  const asked = customersAsked(args.request);
  const options = { now: runtime.clock.now(), ip, config: runtime.config };
  // The lists are counted on the section's start page only: a list or a search shows its own total (decision 0066).
  const [counts, result] = await Promise.all([
    asked.list || asked.query
      ? Promise.resolve(null)
      : countCustomerLists(db, actor, { lists: CUSTOMER_LISTS }, options),
    asked.list
      ? customerList(db, actor, { list: asked.list, ...asked.params }, options)
      : asked.query
        ? searchCustomers(db, actor, { query: asked.query, ...asked.params }, options)
        : Promise.resolve(null),
  ]);
  return {
    counts: counts?.counts ?? null,
    countedAt: counts ? formatViewDateTime(counts.countedAt) : null,
    list: asked.list,
    q: asked.q,
    params: asked.params,
    result: result ? shown(result) : null,
  };
});

/**
 * `done`: a row of "Unterlagen angefordert" marked as sent, or of "Partneranfragen" as done (decision 0057);
 * back to the same page of the list with a message. An entry no longer on the list says so; nothing else changes.
 */
export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const { db, actor, ip, runtime, session } = requestOf(args, "staff");
  const { form } = await readIntent(args.request, ["done"] as const);
  const list = String(form.get("list") ?? "");
  const provisionId = String(form.get("provisionId") ?? "");
  if (!isWorkedList(list)) return badRequest(t("backoffice.customers.error.list"));
  const back = String(form.get("back") ?? "");
  const target = back.startsWith(`${href("/backoffice/customers")}?`) ? back : href("/backoffice/customers");
  const marked = await markListEntryDone(
    db,
    actor,
    { provisionId, list },
    { ip, now: runtime.clock.now(), config: runtime.config },
  );
  return redirectWithToast(target, session, {
    kind: marked ? "success" : "info",
    message: t(marked ? `backoffice.customers.done.${list}` : "backoffice.customers.done.gone"),
  });
});

/** Dates as the pages show them (DD.MM.YYYY); the rest as the service has it, without the phone (CSV only). */
function shown(page: CustomerPage) {
  return {
    ...page,
    rows: page.rows.map(({ phone: _phone, ...row }) => ({
      ...row,
      since: row.since ? formatViewDate(row.since) : null,
    })),
    countedAt: page.countedAt ? formatViewDateTime(page.countedAt) : null,
  };
}

export const meta = () => pageTitle(t("backoffice.customers.title"));

type LoaderData = Route.ComponentProps["loaderData"];

/** A page of the section: a list or a search with its order and page (only the page when it is not the first). */
function customersHref(
  path: string,
  base: { list: CustomerListId | null; q: string | null },
  params: Partial<ListParams>,
): string {
  const page = params.page && params.page > 1 ? params.page : null;
  return listHref(path, { list: base.list, q: base.q, sort: params.sort, dir: params.dir, page });
}

export default function Customers({ loaderData }: Route.ComponentProps) {
  const { counts, countedAt, list, q, result } = loaderData;
  return (
    <>
      <PageHeading lead={<p>{t("backoffice.customers.lead")}</p>}>
        {t("backoffice.customers.title")}
      </PageHeading>
      <section aria-labelledby="customers-search" className={styles.block}>
        <h2 id="customers-search">{t("backoffice.customers.search.heading")}</h2>
        <ListFilter action={href("/backoffice/customers")} className={styles.search}>
          <TextField
            name="q"
            label={t("backoffice.customers.search.label")}
            hint={t("backoffice.customers.search.hint")}
            defaultValue={q ?? ""}
            autoComplete="off"
          />
          <Button type="submit">{t("backoffice.customers.search.submit")}</Button>
        </ListFilter>
      </section>
      {result ? <Results data={loaderData} result={result} /> : null}
      <section aria-labelledby="customers-lists" className={styles.block}>
        <h2 id="customers-lists">{t("backoffice.customers.lists.heading")}</h2>
        {countedAt ? (
          <p className={styles.counted}>{t("backoffice.customers.lists.countedAt", { at: countedAt })}</p>
        ) : null}
        <ul className={styles.lists}>
          {CUSTOMER_LISTS.map((id) => (
            <li key={id}>
              <Link
                to={customersHref(href("/backoffice/customers"), { list: id, q: null }, {})}
                aria-current={list === id ? "page" : undefined}
              >
                {t(`backoffice.customers.list.${id}`)}
              </Link>
              {counts ? (
                <>
                  {" "}
                  <span className={styles.count}>
                    (
                    {counts[id] > LIST_COUNT_CAP
                      ? t("backoffice.customers.lists.countMore", { count: LIST_COUNT_CAP })
                      : t("backoffice.customers.lists.count", { count: counts[id] })}
                    )
                  </span>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function Results({ data, result }: { data: LoaderData; result: NonNullable<LoaderData["result"]> }) {
  const { list, q, params } = data;
  const title = list
    ? t(`backoffice.customers.list.${list}`)
    : t("backoffice.customers.results.search", { query: q ?? "" });
  // Beyond LIST_COUNT_CAP a list's total and last page are not known, only whether a next page follows.
  const pages = result.capped ? null : pageCount(result.total);
  const base = { list, q };
  const link = (change: Partial<ListParams>) =>
    customersHref(href("/backoffice/customers"), base, { ...params, ...change });
  const sinceLabel = t(`backoffice.customers.since.${list ?? "search"}`);
  return (
    <section aria-labelledby="customers-results" className={styles.block}>
      <h2 id="customers-results">{title}</h2>
      {result.countedAt ? (
        <p className={styles.counted}>
          {t("backoffice.customers.results.countedAt", { at: result.countedAt })}
        </p>
      ) : null}
      <ListResults
        table={
          <DataTable
            label={t("backoffice.customers.results.scroll")}
            caption={
              pages === null
                ? t("backoffice.customers.results.captionMore", {
                    title,
                    count: LIST_COUNT_CAP,
                    page: result.page,
                  })
                : t("backoffice.customers.results.caption", {
                    title,
                    total: result.total,
                    page: result.page,
                    pages,
                  })
            }
            minWidth="56rem"
            columns={customerColumns({
              order: params,
              link,
              sinceLabel,
              worked: list && isWorkedList(list) ? { list, back: link({}) } : null,
            })}
            rows={result.rows}
            rowKey={(row) => row.provisionId}
            empty={t("backoffice.customers.results.empty")}
          />
        }
        pager={{
          previous: result.page > 1 ? link({ page: result.page - 1 }) : null,
          next: result.more ? link({ page: result.page + 1 }) : null,
          at: { page: result.page, pages },
        }}
      />
      {result.total > 0 ? (
        <p className={styles.export}>
          <a
            href={customersHref(href("/backoffice/customers/export"), base, {
              sort: params.sort,
              dir: params.dir,
            })}
            download
          >
            {t("backoffice.customers.export")}
          </a>{" "}
          <span className={styles.hint}>{t("backoffice.customers.export.hint")}</span>
        </p>
      ) : null}
      <p>
        <Link to={href("/backoffice/customers")}>{t("backoffice.customers.back")}</Link>
      </p>
    </section>
  );
}

type ShownRow = Omit<CustomerRow, "phone">;

const displayName = (row: ShownRow) =>
  [row.lastname, row.firstname].filter(Boolean).join(", ") || t("backoffice.customers.noName");

/** The columns: the sortable ones, the standing, and the buttons (with "erledigt" on a list of the daily work). */
function customerColumns({
  order,
  link,
  sinceLabel,
  worked,
}: {
  order: ListParams;
  link: (change: Partial<ListParams>) => string;
  sinceLabel: string;
  worked: { list: WorkedList; back: string } | null;
}): Column<ShownRow>[] {
  const sorted = sortableColumns<ShownRow, SortColumn>((_column, label) => ({
    order,
    href: (next) => link({ ...next, page: 1 }),
    spoken: (current) =>
      current
        ? `, ${t(`backoffice.customers.sort.${current}`)}`
        : `, ${t("backoffice.customers.sort.by", { column: label })}`,
  }));
  return [
    sorted("name", t("backoffice.customers.col.name"), { cell: displayName }),
    sorted("email", t("backoffice.customers.col.email"), {
      cell: (row) => (
        <>
          <span className={styles.email}>{row.loginEmail}</span>
          {row.contactEmail && row.contactEmail !== row.loginEmail ? (
            <span className={styles.hint}>
              <br />
              {t("backoffice.customers.contact", { email: row.contactEmail })}
            </span>
          ) : null}
        </>
      ),
    }),
    sorted("number", t("backoffice.customers.col.number"), { cell: (row) => row.number }),
    sorted("postalCode", t("backoffice.customers.col.postalCode"), { cell: (row) => row.postalCode ?? "" }),
    sorted("since", sinceLabel, { cell: (row) => row.since ?? "" }),
    { header: t("backoffice.customers.col.state"), cell: (row) => standingText(row.standing) },
    { header: t("backoffice.customers.col.action"), cell: (row) => <Actions row={row} worked={worked} /> },
  ];
}

/** "Vorsorge öffnen", and on a list of the daily work the button that marks the row done. */
function Actions({ row, worked }: { row: ShownRow; worked: { list: WorkedList; back: string } | null }) {
  const context = t("backoffice.customers.openContext", {
    name: displayName(row),
    number: String(row.number),
  });
  return (
    <>
      <Form method="post" action={href("/provisions/:provisionId", { provisionId: row.provisionId })}>
        <Button type="submit" variant="secondary">
          {t("backoffice.customers.open")}
          <VisuallyHidden> {context}</VisuallyHidden>
        </Button>
      </Form>
      {worked ? (
        <Form method="post" className={styles.done}>
          <input type="hidden" name="intent" value="done" />
          <input type="hidden" name="list" value={worked.list} />
          <input type="hidden" name="provisionId" value={row.provisionId} />
          <input type="hidden" name="back" value={worked.back} />
          <Button type="submit" variant="secondary">
            {t(`backoffice.customers.markDone.${worked.list}`)}
            <VisuallyHidden> {context}</VisuallyHidden>
          </Button>
        </Form>
      ) : null}
    </>
  );
}
