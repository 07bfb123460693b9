import { href, Link } from "react-router";
import { z } from "zod";
import { dirParam, listParam, pageParam, parseListQuery, sortParam, textParam } from "~/.server/list-query";
import { requestOf } from "~/.server/route-request";
import { listSites, SITE_SORTS, type SiteSort } from "~/.server/services/backoffice/sites";
import { withErrorPages } from "~/.server/service-errors";
import { Button, ButtonLink } from "~/components/Button";
import { DemoLabel, DemoNotice } from "~/components/DemoLabel";
import { DataTable, sortableColumns, type Column } from "~/components/list/DataTable";
import { ListFilter, ListPage } from "~/components/list/ListPage";
import { Select } from "~/components/Select";
import { TextField } from "~/components/TextField";
import type { FuneralType } from "~/domain/constants";
import { listHref } from "~/domain/backoffice/lists";
import { t } from "~/i18n";
import type { Route } from "./+types/index";
import styles from "./sites.module.css";

/** The list's query (`?q=&status=&sort=&dir=&page=`); anything unknown falls back to the default. */
const sitesQuery = z.object({
  q: textParam({ max: 100 }),
  status: listParam(z.enum(["all", "active", "withdrawn"]), "all"),
  sort: sortParam(SITE_SORTS, "title"),
  dir: dirParam(),
  page: pageParam({ max: 100_000 }),
});

type SitesQuery = z.output<typeof sitesQuery>;

/** The funeral sites (/backoffice/sites): search, status filter, sorting and paging by links. */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor } = requestOf(args, "staff");
  const query = parseListQuery(args.request, sitesQuery);
  const list = await listSites(db, actor, query);
  return { query: { ...query, page: list.page }, list };
});

/** The list's address for a query (only what differs from the default). */
function sitesHref(query: SitesQuery, patch: Partial<SitesQuery>): string {
  const next = { ...query, ...patch };
  return listHref(href("/backoffice/sites"), {
    q: next.q,
    status: next.status === "all" ? null : next.status,
    sort: next.sort === "title" ? null : next.sort,
    dir: next.dir === "asc" ? null : next.dir,
    page: next.page > 1 ? next.page : null,
  });
}

type SiteRow = Route.ComponentProps["loaderData"]["list"]["rows"][number];

function siteColumns(query: SitesQuery): Column<SiteRow>[] {
  const sorted = sortableColumns<SiteRow, SiteSort>(() => ({
    order: query,
    href: (order) => sitesHref(query, { ...order, page: 1 }),
    spoken: (current) => (current ? ` (${t(`backoffice.sites.sort.${current}`)})` : ""),
  }));
  return [
    sorted("title", t("backoffice.sites.field.title"), {
      cell: (row) => (
        <>
          <Link
            to={href("/backoffice/sites/:siteId", { siteId: row.id })}
            aria-label={t("backoffice.sites.edit.named", { name: row.title })}
          >
            {row.title}
          </Link>{" "}
          {row.demo ? <DemoLabel /> : null}
        </>
      ),
    }),
    sorted("plz", t("backoffice.sites.field.plz"), { cell: (row) => row.plz }),
    sorted("city", t("backoffice.sites.field.city"), { cell: (row) => row.city }),
    sorted("state", t("backoffice.sites.field.state"), { cell: (row) => row.state }),
    {
      header: t("backoffice.sites.field.funeralTypes"),
      cell: (row) => row.funeralTypes.map((type) => t(`offer.funeralType.${type as FuneralType}`)).join(", "),
    },
    {
      header: t("backoffice.sites.field.active"),
      cell: (row) => t(row.active ? "backoffice.sites.status.active" : "backoffice.sites.status.withdrawn"),
    },
  ];
}

export default function Sites({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  const anyDemo = list.rows.some((row) => row.demo);
  return (
    <>
      <title>{t("shell.title", { page: t("backoffice.sites.title") })}</title>
      <ListPage
        title={t("backoffice.sites.title")}
        lead={<p>{t("backoffice.sites.lead")}</p>}
        actions={
          <>
            <DemoNotice shown={anyDemo} />
            <div className={styles.toolbar}>
              <ButtonLink to={href("/backoffice/sites/new")} variant="secondary">
                {t("backoffice.sites.new")}
              </ButtonLink>
              <ButtonLink to={href("/backoffice/sites/import")} variant="secondary">
                {t("backoffice.sites.import")}
              </ButtonLink>
            </div>
          </>
        }
        filter={
          <ListFilter
            search
            className={styles.search}
            keep={{
              sort: query.sort === "title" ? null : query.sort,
              dir: query.dir === "asc" ? null : query.dir,
            }}
          >
            <TextField
              name="q"
              type="search"
              label={t("backoffice.sites.search")}
              defaultValue={query.q}
              width="m"
            />
            <Select
              name="status"
              label={t("backoffice.sites.status")}
              defaultValue={query.status}
              placeholder={false}
              width="s"
              options={[
                { value: "all", label: t("backoffice.sites.status.all") },
                { value: "active", label: t("backoffice.sites.status.active") },
                { value: "withdrawn", label: t("backoffice.sites.status.withdrawn") },
              ]}
            />
            <Button type="submit">{t("backoffice.sites.search.submit")}</Button>
          </ListFilter>
        }
        status={<p role="status">{t("backoffice.sites.count", { count: list.total })}</p>}
        table={
          <DataTable
            label={t("backoffice.sites.table.region")}
            caption={t("backoffice.sites.caption", { page: list.page, pages: list.pages })}
            columns={siteColumns(query)}
            rows={list.rows}
            rowKey={(row) => row.id}
          />
        }
        pager={{
          previous: list.page > 1 ? sitesHref(query, { page: list.page - 1 }) : null,
          next: list.page < list.pages ? sitesHref(query, { page: list.page + 1 }) : null,
          at: { page: list.page, pages: list.pages },
        }}
      />
    </>
  );
}
