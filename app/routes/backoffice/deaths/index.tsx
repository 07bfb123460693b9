import { href, Link } from "react-router";
import { ButtonLink } from "~/components/Button";
import { PageHeading } from "~/components/PageHeading";
import { ScrollTable } from "~/components/ScrollTable";
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

function ReportTable({ group, rows }: { group: DeathListGroup; rows: RowView[] }) {
  const title = groupTitle(group);
  const headingId = `deaths-${group}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {rows.length === 0 ? (
        <p>{t("backoffice.deaths.group.empty")}</p>
      ) : (
        <ScrollTable label={t("backoffice.deaths.table.region", { group: title })} className={styles.scroll}>
          <thead>
            <tr>
              <th scope="col">{t("backoffice.deaths.column.customer")}</th>
              <th scope="col">{t("backoffice.deaths.column.number")}</th>
              <th scope="col">{t("backoffice.deaths.column.dateOfDeath")}</th>
              <th scope="col">{t("backoffice.deaths.column.funeralDate")}</th>
              <th scope="col">{t("backoffice.deaths.column.status")}</th>
              <th scope="col">{t("backoffice.deaths.column.reportedBy")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link
                    to={href("/backoffice/deaths/:reportId", { reportId: row.id })}
                    aria-label={t("backoffice.deaths.openNamed", { name: row.customerName })}
                  >
                    {row.customerName}
                  </Link>
                </th>
                <td>{row.number}</td>
                <td className={styles.date}>{row.dateOfDeath}</td>
                <td className={styles.date}>{row.funeralDate ?? t("backoffice.deaths.none")}</td>
                <td>{t(`backoffice.deaths.status.${row.status}`)}</td>
                <td>{row.reportedBy}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}

export default function Deaths({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeading lead={<p>{t("backoffice.deaths.lead")}</p>}>{t("backoffice.deaths.title")}</PageHeading>
      <p>
        <ButtonLink to={href("/backoffice/deaths/report")}>{t("backoffice.deaths.report")}</ButtonLink>
      </p>
      {loaderData.groups.map(({ group, rows }) => (
        <ReportTable key={group} group={group} rows={rows} />
      ))}
    </>
  );
}
