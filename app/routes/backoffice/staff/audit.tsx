import { formatViewDateTime } from "~/i18n/format";
import { data, Form, href, Link } from "react-router";
import { BackLink } from "~/components/BackLink";
import { Button } from "~/components/Button";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { tableLook } from "~/components/ScrollTable";
import { cx } from "~/components/cx";
import { TextField } from "~/components/TextField";
import { requestOf } from "~/.server/route-request";
import { listAuditEntries } from "~/.server/services/backoffice/staff-audit";
import { changedFields, type FieldChange } from "~/domain/backoffice/staff";
import { parseDateInput, type IsoDate } from "~/domain/dates";
import { t } from "~/i18n";
import type { Route } from "./+types/audit";
import styles from "./staff.module.css";

const FILTERS = ["action", "actor", "from", "to"] as const;
type FilterName = (typeof FILTERS)[number];

interface EntryView {
  id: number;
  at: string;
  actor: string;
  action: string;
  subject: string | null;
  changes: FieldChange[];
}

function subjectOf(detail: Record<string, unknown>): string | null {
  const subject = detail.subject;
  if (subject && typeof subject === "object" && "type" in subject && "id" in subject) {
    return `${String(subject.type)} ${String(subject.id)}`;
  }
  return null;
}

/** A recordChange entry shows its before/after; any other entry its detail as one column of values. */
function changesOf(detail: Record<string, unknown>): FieldChange[] {
  if ("before" in detail || "after" in detail) return changedFields(detail.before, detail.after);
  const { subject: _subject, ...rest } = detail;
  return changedFields(null, rest);
}

/** /backoffice/staff/audit?action=&actor=&from=&to=&page=: the audit log, newest first, 50 a page (admins only). */
export async function loader(args: Route.LoaderArgs) {
  const { db, actor } = requestOf(args, "staff");
  const params = new URL(args.request.url).searchParams;
  const values = Object.fromEntries(FILTERS.map((name) => [name, (params.get(name) ?? "").trim()])) as Record<
    FilterName,
    string
  >;
  const errors: Partial<Record<FilterName, string[]>> = {};
  const day = (name: "from" | "to", label: string): IsoDate | undefined => {
    if (!values[name]) return undefined;
    const parsed = parseDateInput(values[name]);
    if (parsed.ok) return parsed.date;
    errors[name] = [t("backoffice.staff.audit.badDate", { field: label })];
    return undefined;
  };
  const from = day("from", t("backoffice.staff.audit.from"));
  const to = day("to", t("backoffice.staff.audit.to"));
  const page = Math.min(Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1), 10_000);
  const base = { values, errors, page, entries: [] as EntryView[], hasOlder: false };
  if (Object.keys(errors).length > 0) return data(base, { status: 400 });
  const result = await listAuditEntries(db, actor, {
    action: values.action || undefined,
    actorEmail: values.actor || undefined,
    from,
    to,
    page,
  });
  return {
    ...base,
    hasOlder: result.hasOlder,
    entries: result.entries.map((entry): EntryView => ({
      id: entry.id,
      at: formatViewDateTime(entry.at),
      actor:
        entry.actorEmail ??
        t(entry.actorUserId ? "backoffice.staff.audit.unknownActor" : "backoffice.staff.audit.system"),
      action: entry.action,
      subject: subjectOf(entry.detail),
      changes: changesOf(entry.detail),
    })),
  };
}

function pageLink(values: Record<FilterName, string>, page: number): string {
  const query = new URLSearchParams();
  for (const name of FILTERS) if (values[name]) query.set(name, values[name]);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return `${href("/backoffice/staff/audit")}${search ? `?${search}` : ""}`;
}

function Changes({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return <>{t("backoffice.staff.audit.empty")}</>;
  const cell = (value: string | null) => value ?? t("backoffice.staff.audit.empty");
  return (
    <table className={styles.changes}>
      <thead>
        <tr>
          <th scope="col">{t("backoffice.staff.audit.field")}</th>
          <th scope="col">{t("backoffice.staff.audit.before")}</th>
          <th scope="col">{t("backoffice.staff.audit.after")}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.field || t("backoffice.staff.audit.value")}</th>
            <td>{cell(change.before)}</td>
            <td>{cell(change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { values, errors, page, entries, hasOlder } = loaderData;
  const labels = {
    action: t("backoffice.staff.audit.action"),
    actor: t("backoffice.staff.audit.actor"),
    from: t("backoffice.staff.audit.from"),
    to: t("backoffice.staff.audit.to"),
  };
  const hasErrors = Object.keys(errors).length > 0;
  const summary = Object.entries(errors).map(([name, messages]) => ({
    fieldId: `audit-${name}`,
    message: (messages ?? [])[0] ?? "",
  }));
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: t("backoffice.staff.audit.title") }), hasErrors)}</title>
      <BackLink to={href("/backoffice/staff")}>{t("backoffice.staff.audit.back")}</BackLink>
      <PageHeading lead={<p>{t("backoffice.staff.audit.lead")}</p>}>
        {t("backoffice.staff.audit.title")}
      </PageHeading>
      <Form method="get" aria-label={t("backoffice.staff.audit.filter")} noValidate>
        <ErrorSummary errors={summary} focusKey={values} />
        <div className={styles.filters}>
          {FILTERS.map((name) => (
            <TextField
              key={`${name}-${values[name]}`}
              name={name}
              id={`audit-${name}`}
              label={labels[name]}
              defaultValue={values[name]}
              errors={errors[name]}
              {...(name === "actor" ? { type: "email" as const, autoComplete: "off" } : {})}
              {...(name === "from" || name === "to" ? { inputMode: "numeric" as const } : {})}
            />
          ))}
        </div>
        <p>
          <Button type="submit">{t("backoffice.staff.audit.apply")}</Button>{" "}
          <Link to={href("/backoffice/staff/audit")}>{t("backoffice.staff.audit.reset")}</Link>
        </p>
      </Form>

      {entries.length === 0 ? (
        <p>{t("backoffice.staff.audit.none")}</p>
      ) : (
        <div className={styles.auditWrap}>
          <table className={cx(tableLook, styles.audit)}>
            <caption>{t("backoffice.staff.audit.caption", { page })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("backoffice.staff.audit.col.at")}</th>
                <th scope="col">{t("backoffice.staff.audit.col.actor")}</th>
                <th scope="col">{t("backoffice.staff.audit.col.action")}</th>
                <th scope="col">{t("backoffice.staff.audit.col.subject")}</th>
                <th scope="col">{t("backoffice.staff.audit.col.change")}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td data-label={t("backoffice.staff.audit.col.at")}>{entry.at}</td>
                  <td data-label={t("backoffice.staff.audit.col.actor")}>{entry.actor}</td>
                  <td data-label={t("backoffice.staff.audit.col.action")}>
                    <code>{entry.action}</code>
                  </td>
                  <td data-label={t("backoffice.staff.audit.col.subject")}>
                    {entry.subject ?? t("backoffice.staff.audit.empty")}
                  </td>
                  <td data-label={t("backoffice.staff.audit.col.change")}>
                    <Changes changes={entry.changes} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page > 1 || hasOlder ? (
        <nav aria-label={t("backoffice.staff.audit.pages")} className={styles.pager}>
          <ul>
            {page > 1 ? (
              <li>
                <Link to={pageLink(values, page - 1)}>{t("backoffice.staff.audit.newer")}</Link>
              </li>
            ) : null}
            {hasOlder ? (
              <li>
                <Link to={pageLink(values, page + 1)}>{t("backoffice.staff.audit.older")}</Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
