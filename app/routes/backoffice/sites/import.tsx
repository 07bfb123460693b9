import { data, Form, href, redirect } from "react-router";
import { readIntent } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import {
  applyImport,
  stagedPlan,
  stageImport,
  type ImportPlan,
  type PlanRow,
} from "~/.server/services/backoffice/sites-import";
import { onServiceError, withErrorPages } from "~/.server/service-errors";
import { redirectWithToast } from "~/.server/toast";
import { BackLink } from "~/components/BackLink";
import { Banner } from "~/components/Banner";
import { Button } from "~/components/Button";
import { errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { DataTable, type Column } from "~/components/list/DataTable";
import { t } from "~/i18n";
import type { Route } from "./+types/import";
import styles from "./sites.module.css";

/** At most this many rows without a refusal are listed on the page (all refused rows are). */
const LISTED_ROWS = 1000;

/** The plan as the page shows it: every refused row, the others up to LISTED_ROWS. */
function shown(plan: ImportPlan) {
  let others = 0;
  const rows: PlanRow[] = [];
  for (const row of plan.rows) {
    if (row.kind === "refuse" || others++ < LISTED_ROWS) rows.push(row);
  }
  return { ...plan, rows, hidden: plan.rows.length - rows.length };
}

type ShownPlan = ReturnType<typeof shown>;

interface ImportPageData {
  plan: ShownPlan | null;
  token: string | null;
  fileName: string | null;
  expired?: boolean;
  stale?: boolean;
}

/** The import page (/backoffice/sites/import): the upload form, or the dry run of `?token=` with "Import anwenden". */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor, runtime } = requestOf(args, "staff");
  const token = new URL(args.request.url).searchParams.get("token");
  if (!token) return data<ImportPageData>({ plan: null, token: null, fileName: null });
  return onServiceError(
    async () => {
      const staged = await stagedPlan(db, actor, { token }, { now: runtime.clock.now() });
      return data<ImportPageData>({ plan: shown(staged.plan), token, fileName: staged.fileName });
    },
    ["notFound"],
    () => data<ImportPageData>({ plan: null, token: null, fileName: null, expired: true }, { status: 404 }),
  );
});

/**
 * "Datei prüfen" (multipart upload): the dry run; when nothing is refused it is staged and the page redirects
 * to its token, else the refusals come back (422). "Import anwenden": judged again and written, all or nothing.
 */
export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const { db, actor, ip, session, runtime } = requestOf(args, "staff");
  const now = runtime.clock.now();
  const { intent, form } = await readIntent(args.request, ["check", "apply"] as const);
  if (intent === "check") {
    const file = form.get("file");
    const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
    const fileName = file instanceof File ? file.name : "";
    const { plan, token } = await stageImport(db, actor, { bytes, fileName }, { now });
    if (token) return redirect(`${href("/backoffice/sites/import")}?token=${token}`);
    return data<ImportPageData>({ plan: shown(plan), token: null, fileName }, { status: 422 });
  }
  const token = form.get("token");
  return onServiceError(
    async () => {
      const outcome = await applyImport(
        db,
        actor,
        { token: typeof token === "string" ? token : "" },
        { ip, now },
      );
      if (outcome.applied) {
        return redirectWithToast(href("/backoffice/sites"), session, {
          kind: "success",
          message: t("backoffice.sites.import.applied", {
            added: outcome.added,
            changed: outcome.changed,
            unchanged: outcome.unchanged,
          }),
        });
      }
      return data<ImportPageData>(
        { plan: shown(outcome.plan), token: null, fileName: null, stale: true },
        { status: 409 },
      );
    },
    ["notFound"],
    () => data<ImportPageData>({ plan: null, token: null, fileName: null, expired: true }, { status: 404 }),
  );
});

function kindLabel(kind: PlanRow["kind"]): string {
  return t(`backoffice.sites.import.kind.${kind}`);
}

type ShownRow = ShownPlan["rows"][number];

const planColumns = (): Column<ShownRow>[] => [
  { header: t("backoffice.sites.import.column.line"), cell: (row) => row.line },
  {
    header: t("backoffice.sites.import.column.kind"),
    cell: (row) => kindLabel(row.kind),
    className: styles.kind,
  },
  {
    header: t("backoffice.sites.import.column.site"),
    cell: (row) => (
      <>
        {row.title || row.id}
        {row.plz || row.city ? (
          <>
            <br />
            {[row.plz, row.city].filter(Boolean).join(" ")}
          </>
        ) : null}
      </>
    ),
  },
  {
    header: t("backoffice.sites.import.column.reason"),
    cell: (row) =>
      row.reasons.length > 0 ? (
        <ul>
          {row.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null,
  },
];

function PlanTable({ plan }: { plan: ShownPlan }) {
  return (
    <DataTable
      label={t("backoffice.sites.import.table.region")}
      caption={t("backoffice.sites.import.caption")}
      className={styles.cells}
      columns={planColumns()}
      rows={plan.rows}
      rowKey={(row) => row.line}
    />
  );
}

function Upload({ again }: { again: boolean }) {
  return (
    <Form method="post" encType="multipart/form-data">
      <input type="hidden" name="intent" value="check" />
      <p>
        <label htmlFor="site-import-file">
          <strong>{t("backoffice.sites.import.file")}</strong>
        </label>
        <br />
        <span id="site-import-file-hint">{t("backoffice.sites.import.file.hint")}</span>
        <br />
        <input
          id="site-import-file"
          type="file"
          name="file"
          accept=".csv,text/csv"
          aria-describedby="site-import-file-hint"
        />
      </p>
      <Button type="submit" variant={again ? "secondary" : "primary"}>
        {t(again ? "backoffice.sites.import.again" : "backoffice.sites.import.check")}
      </Button>
    </Form>
  );
}

export default function ImportSites({ loaderData, actionData }: Route.ComponentProps) {
  const page: ImportPageData = actionData ?? loaderData;
  const { plan } = page;
  const refused = plan !== null && !plan.applicable;
  return (
    <>
      <title>
        {errorTitle(
          t("shell.title", { page: t("backoffice.sites.import.title") }),
          refused || Boolean(page.expired),
        )}
      </title>
      <BackLink to={href("/backoffice/sites")}>{t("backoffice.sites.back")}</BackLink>
      <PageHeading lead={<p>{t("backoffice.sites.import.lead")}</p>}>
        {t("backoffice.sites.import.title")}
      </PageHeading>
      {page.expired ? <Banner variant="error" title={t("backoffice.sites.import.expired")} /> : null}
      {plan ? (
        <section aria-labelledby="site-import-result">
          <h2 id="site-import-result">{t("backoffice.sites.import.result")}</h2>
          {page.fileName ? <p>{t("backoffice.sites.import.file.name", { name: page.fileName })}</p> : null}
          {page.stale ? <Banner variant="error" title={t("backoffice.sites.import.stale")} /> : null}
          {plan.fileProblems.length > 0 ? (
            <Banner variant="error" title={t("backoffice.sites.import.fileRefused")}>
              <ul>
                {plan.fileProblems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </Banner>
          ) : (
            <>
              <p role="status">{t("backoffice.sites.import.counts", plan.counts)}</p>
              {plan.applicable ? (
                <Banner variant="success" title={t("backoffice.sites.import.ready")} />
              ) : plan.counts.refuse > 0 ? (
                <Banner variant="error" title={t("backoffice.sites.import.refused")} />
              ) : (
                <Banner variant="info" title={t("backoffice.sites.import.nothing")} />
              )}
              <PlanTable plan={plan} />
              {plan.hidden > 0 ? <p>{t("backoffice.sites.import.more", { count: plan.hidden })}</p> : null}
              {plan.applicable && page.token ? (
                <Form method="post" className={styles.actions}>
                  <input type="hidden" name="intent" value="apply" />
                  <input type="hidden" name="token" value={page.token} />
                  <Button type="submit">{t("backoffice.sites.import.apply")}</Button>
                </Form>
              ) : null}
            </>
          )}
        </section>
      ) : null}
      <Upload again={plan !== null} />
    </>
  );
}
