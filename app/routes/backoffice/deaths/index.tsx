import { href, Link } from "react-router";
import { ButtonLink } from "~/components/Button";
import { DataTable, type Column } from "~/components/list/DataTable";
import { ListPage } from "~/components/list/ListPage";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { listDeathReports, type DeathListRow } from "~/.server/services/backoffice/deaths";
import {
  DEATH_LIST_GROUPS,
  DEATH_LIST_WITHDRAWN_LIMIT,
  type DeathListGroup,
} from "~/domain/after-death/rules";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/index";
import styles from "./deaths.module.css";

const rowView = (row: DeathListRow) => ({
  id: row.id,
  customerName: row.customerName,
  number: row.number,
  status: row.status,
  dateOfDeath: formatViewDate(row.dateOfDeath),
  funeralDate: row.funeralDate ? formatViewDate(row.funeralDate) : null,
  reportedBy: row.reportedBy,
});
type RowView = ReturnType<typeof rowView>;

/** /backoffice/deaths: the reports, awaiting confirmation first (oldest first). Customer care and admins. */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor, ip } = requestOf(args, "staff");
  const groups = await listDeathReports(db, actor, { ip });
  return {
    groups: DEATH_LIST_GROUPS.map((group) => ({ group, rows: groups[group].map(rowView) })),
  };
});

export const meta = () => pageTitle(t("backoffice.deaths.title"));

function groupTitle(group: DeathListGroup): string {
  return group === "withdrawn"
    ? t("backoffice.deaths.group.withdrawn", { count: DEATH_LIST_WITHDRAWN_LIMIT })
    : t(`backoffice.deaths.group.${group}`);
}

const reportColumns = (): Column<RowView>[] => [
  {
    header: t("backoffice.deaths.column.customer"),
    cell: (row) => (
      <Link
        to={href("/backoffice/deaths/:reportId", { reportId: row.id })}
        aria-label={t("backoffice.deaths.openNamed", { name: row.customerName })}
      >
        {row.customerName}
      </Link>
    ),
    rowHeader: true,
  },
  { header: t("backoffice.deaths.column.number"), cell: (row) => row.number },
  { header: t("backoffice.deaths.column.dateOfDeath"), cell: (row) => row.dateOfDeath, nowrap: true },
  {
    header: t("backoffice.deaths.column.funeralDate"),
    cell: (row) => row.funeralDate ?? t("backoffice.deaths.none"),
    nowrap: true,
  },
  {
    header: t("backoffice.deaths.column.status"),
    cell: (row) => t(`backoffice.deaths.status.${row.status}`),
  },
  { header: t("backoffice.deaths.column.reportedBy"), cell: (row) => row.reportedBy },
];

function ReportTable({ group, rows }: { group: DeathListGroup; rows: RowView[] }) {
  const title = groupTitle(group);
  const headingId = `deaths-${group}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <DataTable
        label={t("backoffice.deaths.table.region", { group: title })}
        className={styles.scroll}
        columns={reportColumns()}
        rows={rows}
        rowKey={(row) => row.id}
        empty={t("backoffice.deaths.group.empty")}
      />
    </section>
  );
}

export default function Deaths({ loaderData }: Route.ComponentProps) {
  return (
    <ListPage
      title={t("backoffice.deaths.title")}
      lead={<p>{t("backoffice.deaths.lead")}</p>}
      actions={
        <p>
          <ButtonLink to={href("/backoffice/deaths/report")}>{t("backoffice.deaths.report")}</ButtonLink>
        </p>
      }
    >
      {loaderData.groups.map(({ group, rows }) => (
        <ReportTable key={group} group={group} rows={rows} />
      ))}
    </ListPage>
  );
}
