import { formatViewDateTime } from "~/i18n/format";
import { data, href, Link } from "react-router";
import { BackLink } from "~/components/BackLink";
import { Button } from "~/components/Button";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { DataTable, type Column } from "~/components/list/DataTable";
import { ListFilter, ListPage } from "~/components/list/ListPage";
import { tableLook } from "~/components/ScrollTable";
import { cx } from "~/components/cx";
import { TextField } from "~/components/TextField";
import { z } from "zod";
import { listParam, pageParam, readListQuery } from "~/.server/list-query";
import { requestOf } from "~/.server/route-request";
import { listAuditEntries, type AuditEntrySubject } from "~/.server/services/backoffice/staff-audit";
import { auditActionLabel } from "~/domain/audit/actions";
import { changedFields, type FieldChange } from "~/domain/backoffice/staff";
import { listHref } from "~/domain/backoffice/lists";
import { parseDateInput } from "~/domain/dates";
import { t, type MessageKey } from "~/i18n";
import type { Route } from "./+types/audit";
import styles from "./staff.module.css";
import auditStyles from "./audit.module.css";
import { withErrorPages } from "~/.server/service-errors";

const FILTERS = ["action", "actor", "from", "to"] as const;
type FilterName = (typeof FILTERS)[number];

interface EntryView {
  id: number;
  at: string;
  actor: string;
  /** The action in German, and its code (shown small, for a search by code). */
  action: string;
  code: string;
  subject: string | null;
  changes: FieldChange[];
}

/** The kinds of record a back-office change names, each with its German words (others: kind and id as stored). */
const RECORD_KINDS = {
  product: "audit.subject.product",
  service: "audit.subject.service",
  extra: "audit.subject.extra",
  plan: "audit.subject.plan",
  graveType: "audit.subject.graveType",
  funeralSite: "audit.subject.funeralSite",
  funeralSiteImport: "audit.subject.funeralSiteImport",
  coupon: "audit.subject.coupon",
  partnerApiKey: "audit.subject.partnerApiKey",
} as const satisfies Record<string, MessageKey>;

/** "Betrifft": the customer (contract number and name), the colleague's e-mail, or the record changed. */
function subjectText(subject: AuditEntrySubject | null): string | null {
  if (!subject) return null;
  switch (subject.kind) {
    case "provision": {
      const { provision } = subject;
      if (!provision) return t("audit.subject.provision.gone");
      const number = String(provision.number);
      return provision.name
        ? t("audit.subject.provision", { number, name: provision.name })
        : t("audit.subject.provision.noName", { number });
    }
    case "user":
      return subject.email ? t("audit.subject.user", { email: subject.email }) : t("audit.subject.user.gone");
    case "record":
      return Object.hasOwn(RECORD_KINDS, subject.type)
        ? t(RECORD_KINDS[subject.type as keyof typeof RECORD_KINDS], { id: subject.id })
        : t("audit.subject.other", { type: subject.type, id: subject.id });
  }
}

/** A recordChange entry shows its before/after; any other entry its detail as one column of values. */
function changesOf(detail: Record<string, unknown>): FieldChange[] {
  if ("before" in detail || "after" in detail) return changedFields(detail.before, detail.after);
  const { subject: _subject, ...rest } = detail;
  return changedFields(null, rest);
}

/** A calendar day of the filter, as typed in German (or ISO); empty: no limit. */
const auditDay = (label: MessageKey) =>
  listParam(
    z.union([
      z.literal("").transform(() => undefined),
      z.string().transform((text, ctx) => {
        const parsed = parseDateInput(text);
        if (parsed.ok) return parsed.date;
        ctx.addIssue({ code: "custom", message: "" });
        return z.NEVER;
      }),
    ]),
    undefined,
    () => t("backoffice.staff.audit.badDate", { field: t(label) }),
  );

const auditQuery = z.object({
  action: listParam(z.string(), ""),
  actor: listParam(z.string(), ""),
  from: auditDay("backoffice.staff.audit.from"),
  to: auditDay("backoffice.staff.audit.to"),
  page: pageParam({ max: 10_000 }),
});

/** /backoffice/staff/audit?action=&actor=&from=&to=&page=: the audit log, newest first, 50 a page (admins only). */
export const loader = withErrorPages(async function loader(args: Route.LoaderArgs) {
  const { db, actor } = requestOf(args, "staff");
  const read = readListQuery(args.request, auditQuery);
  const values = Object.fromEntries(FILTERS.map((name) => [name, read.raw[name] ?? ""])) as Record<
    FilterName,
    string
  >;
  if (!read.ok) {
    const errors = Object.fromEntries(
      Object.entries(read.errors).map(([name, message]) => [name, [message ?? ""]]),
    ) as Partial<Record<FilterName, string[]>>;
    return data({ values, errors, page: 1, entries: [] as EntryView[], hasOlder: false }, { status: 400 });
  }
  const { from, to, page } = read.value;
  const base = { values, errors: {} as Partial<Record<FilterName, string[]>>, page };
  const result = await listAuditEntries(db, actor, {
    action: read.value.action || undefined,
    actorEmail: read.value.actor || undefined,
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
      action: auditActionLabel(entry.action),
      code: entry.action,
      subject: subjectText(entry.subject),
      changes: changesOf(entry.detail),
    })),
  };
});

function pageLink(values: Record<FilterName, string>, page: number): string {
  return listHref(href("/backoffice/staff/audit"), { ...values, page: page > 1 ? page : null });
}

const changeColumns = (): Column<FieldChange>[] => {
  const cell = (value: string | null) => value ?? t("backoffice.staff.audit.empty");
  return [
    {
      header: t("backoffice.staff.audit.field"),
      cell: (change) => change.field || t("backoffice.staff.audit.value"),
      rowHeader: true,
    },
    { header: t("backoffice.staff.audit.before"), cell: (change) => cell(change.before) },
    { header: t("backoffice.staff.audit.after"), cell: (change) => cell(change.after) },
  ];
};

function Changes({ changes }: { changes: FieldChange[] }) {
  if (changes.length === 0) return <>{t("backoffice.staff.audit.empty")}</>;
  return (
    <DataTable
      className={styles.changes}
      columns={changeColumns()}
      rows={changes}
      rowKey={(change) => change.field}
    />
  );
}

const entryColumns = (): Column<EntryView>[] => [
  { header: t("backoffice.staff.audit.col.at"), cell: (entry) => entry.at },
  { header: t("backoffice.staff.audit.col.actor"), cell: (entry) => entry.actor },
  {
    header: t("backoffice.staff.audit.col.action"),
    cell: (entry) => (
      <>
        {entry.action}
        {entry.action === entry.code ? null : (
          <>
            <br />
            <code className={auditStyles.code}>{entry.code}</code>
          </>
        )}
      </>
    ),
  },
  {
    header: t("backoffice.staff.audit.col.subject"),
    cell: (entry) => entry.subject ?? t("backoffice.staff.audit.empty"),
  },
  { header: t("backoffice.staff.audit.col.change"), cell: (entry) => <Changes changes={entry.changes} /> },
];

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { values, errors, page, entries, hasOlder } = loaderData;
  const labels = {
    action: t("audit.filter.action"),
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
      <ListPage
        before={<BackLink to={href("/backoffice/staff")}>{t("backoffice.staff.audit.back")}</BackLink>}
        title={t("backoffice.staff.audit.title")}
        lead={<p>{t("backoffice.staff.audit.lead")}</p>}
        filter={
          <ListFilter label={t("backoffice.staff.audit.filter")} noValidate>
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
          </ListFilter>
        }
        table={
          entries.length === 0 ? (
            <p>{t("backoffice.staff.audit.none")}</p>
          ) : (
            <div className={styles.auditWrap}>
              <DataTable
                caption={t("backoffice.staff.audit.caption", { page })}
                className={cx(tableLook, styles.audit)}
                columns={entryColumns()}
                rows={entries}
                rowKey={(entry) => entry.id}
                labelCells
              />
            </div>
          )
        }
        pager={{
          label: t("backoffice.staff.audit.pages"),
          previous: page > 1 ? pageLink(values, page - 1) : null,
          next: hasOlder ? pageLink(values, page + 1) : null,
          texts: { previous: t("backoffice.staff.audit.newer"), next: t("backoffice.staff.audit.older") },
        }}
      />
    </>
  );
}
