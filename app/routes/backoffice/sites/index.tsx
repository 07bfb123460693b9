import { Form, href, Link } from "react-router";
import { z } from "zod";
import { requestOf } from "~/.server/route-request";
import { listSites, SITE_SORTS, type SiteSort } from "~/.server/services/backoffice/sites";
import { withErrorPages } from "~/.server/service-errors";
import { Button, ButtonLink } from "~/components/Button";
import { DemoLabel, DemoNotice } from "~/components/DemoLabel";
import { PageHeading } from "~/components/PageHeading";
import { ScrollTable } from "~/components/ScrollTable";
import { Select } from "~/components/Select";
import { TextField } from "~/components/TextField";
import { VisuallyHidden } from "~/components/VisuallyHidden";
import type { FuneralType } from "~/domain/constants";
import { t } from "~/i18n";
import type { Route } from "./+types/index";
import styles from "./sites.module.css";

/** The list's query (`?q=&status=&sort=&dir=&page=`); anything unknown falls back to the default. */
const listQuery = z.object({
  q: z.string().max(100).catch(""),
  status: z.enum(["all", "active", "withdrawn"]).catch("all"),
  sort: z.enum(SITE_SORTS).catch("title"),
  dir: z.enum(["asc", "desc"]).catch("asc"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

type ListQuery = z.output<typeof listQuery>;

/** The funeral sites (/backoffice/sites): search, status filter, sorting and paging by links. */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor } = requestOf(args, "staff");
  const params = new URL(args.request.url).searchParams;
  const query = listQuery.parse({
    q: params.get("q") ?? "",
    status: params.get("status") ?? undefined,
    sort: params.get("sort") ?? undefined,
    dir: params.get("dir") ?? undefined,
    page: params.get("page") ?? undefined,
  });
  const list = await listSites(db, actor, query);
  return { query: { ...query, page: list.page }, list };
});

/** The list's address for a query (only what differs from the default). */
function listHref(query: ListQuery, patch: Partial<ListQuery>): string {
  const next = { ...query, ...patch };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.status !== "all") params.set("status", next.status);
  if (next.sort !== "title") params.set("sort", next.sort);
  if (next.dir !== "asc") params.set("dir", next.dir);
  if (next.page > 1) params.set("page", String(next.page));
  const search = params.toString();
  return `${href("/backoffice/sites")}${search ? `?${search}` : ""}`;
}

function SortHeader({ query, sort, label }: { query: ListQuery; sort: SiteSort; label: string }) {
  const current = query.sort === sort;
  const dir = current && query.dir === "asc" ? "desc" : "asc";
  return (
    <th scope="col" aria-sort={current ? (query.dir === "asc" ? "ascending" : "descending") : undefined}>
      <Link to={listHref(query, { sort, dir, page: 1 })}>
        {label}
        {current ? (
          <>
            {" "}
            <span aria-hidden="true">{query.dir === "asc" ? "▲" : "▼"}</span>
            <VisuallyHidden>
              {" "}
              ({t(query.dir === "asc" ? "backoffice.sites.sort.asc" : "backoffice.sites.sort.desc")})
            </VisuallyHidden>
          </>
        ) : null}
      </Link>
    </th>
  );
}

export default function Sites({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  const anyDemo = list.rows.some((row) => row.demo);
  return (
    <>
      <title>{t("shell.title", { page: t("backoffice.sites.title") })}</title>
      <PageHeading lead={<p>{t("backoffice.sites.lead")}</p>}>{t("backoffice.sites.title")}</PageHeading>
      <DemoNotice shown={anyDemo} />
      <div className={styles.toolbar}>
        <ButtonLink to={href("/backoffice/sites/new")} variant="secondary">
          {t("backoffice.sites.new")}
        </ButtonLink>
        <ButtonLink to={href("/backoffice/sites/import")} variant="secondary">
          {t("backoffice.sites.import")}
        </ButtonLink>
      </div>
      <Form method="get" className={styles.search} role="search">
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
        {query.sort !== "title" ? <input type="hidden" name="sort" value={query.sort} /> : null}
        {query.dir !== "asc" ? <input type="hidden" name="dir" value={query.dir} /> : null}
        <Button type="submit">{t("backoffice.sites.search.submit")}</Button>
      </Form>
      <p role="status">{t("backoffice.sites.count", { count: list.total })}</p>
      {list.rows.length > 0 ? (
        <ScrollTable
          label={t("backoffice.sites.table.region")}
          caption={t("backoffice.sites.caption", { page: list.page, pages: list.pages })}
        >
          <thead>
            <tr>
              <SortHeader query={query} sort="title" label={t("backoffice.sites.field.title")} />
              <SortHeader query={query} sort="plz" label={t("backoffice.sites.field.plz")} />
              <SortHeader query={query} sort="city" label={t("backoffice.sites.field.city")} />
              <SortHeader query={query} sort="state" label={t("backoffice.sites.field.state")} />
              <th scope="col">{t("backoffice.sites.field.funeralTypes")}</th>
              <th scope="col">{t("backoffice.sites.field.active")}</th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link
                    to={href("/backoffice/sites/:siteId", { siteId: row.id })}
                    aria-label={t("backoffice.sites.edit.named", { name: row.title })}
                  >
                    {row.title}
                  </Link>{" "}
                  {row.demo ? <DemoLabel /> : null}
                </td>
                <td>{row.plz}</td>
                <td>{row.city}</td>
                <td>{row.state}</td>
                <td>
                  {row.funeralTypes.map((type) => t(`offer.funeralType.${type as FuneralType}`)).join(", ")}
                </td>
                <td>
                  {t(row.active ? "backoffice.sites.status.active" : "backoffice.sites.status.withdrawn")}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      ) : null}
      {list.pages > 1 ? (
        <nav aria-label={t("backoffice.sites.pages")}>
          <ul className={styles.pages}>
            {list.page > 1 ? (
              <li>
                <Link to={listHref(query, { page: list.page - 1 })}>
                  {t("backoffice.sites.page.previous")}
                </Link>
              </li>
            ) : null}
            <li aria-current="page">
              {t("backoffice.sites.page.current", { page: list.page, pages: list.pages })}
            </li>
            {list.page < list.pages ? (
              <li>
                <Link to={listHref(query, { page: list.page + 1 })}>{t("backoffice.sites.page.next")}</Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
