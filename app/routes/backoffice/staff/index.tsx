import { Form, href, Link } from "react-router";
import { Banner } from "~/components/Banner";
import { Button } from "~/components/Button";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { DataTable, type Column } from "~/components/list/DataTable";
import { ListPage } from "~/components/list/ListPage";
import { Select } from "~/components/Select";
import { EmailField } from "~/components/FieldPresets";
import { invalid, orFormError, orRefused, parseFields } from "~/.server/forms";
import { badRequest, readForm } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import {
  approveStaffAdmin,
  changeStaffRole,
  disableStaff,
  enableStaff,
  inviteStaff,
  listStaff,
  oidcConfigured,
  resendStaffInvite,
  resetStaffSecondFactor,
} from "~/.server/services/backoffice/staff";
import { redirectWithToast } from "~/.server/toast";
import {
  STAFF_ROLES,
  staffInviteSchema,
  staffRoleSchema,
  staffTargetSchema,
} from "~/domain/backoffice/staff";
import { t } from "~/i18n";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/index";
import { formatViewDateTime } from "~/i18n/format";
import styles from "./staff.module.css";
import { withErrorPages } from "~/.server/service-errors";

const roleOptions = () =>
  STAFF_ROLES.map((role) => ({ value: role, label: t(`backoffice.staff.role.${role}`) }));

/** /backoffice/staff: the staff accounts, the invitation form and each account's actions (admins only). */
export const loader = withErrorPages(async function loader(args: Route.LoaderArgs) {
  const { db, actor, config } = requestOf(args, "staff");
  const rows = await listStaff(db, actor);
  const emailOf = new Map(rows.map((row) => [row.id, row.email]));
  return {
    oidc: oidcConfigured(config),
    staff: rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      state: row.state,
      lastLogin: row.lastLoginAt ? formatViewDateTime(row.lastLoginAt) : null,
      self: row.id === actor.userId,
      adminRequested: row.adminRequested
        ? {
            by:
              (row.adminRequested.by && emailOf.get(row.adminRequested.by)) ?? t("backoffice.staff.unknown"),
            at: row.adminRequested.at ? formatViewDateTime(row.adminRequested.at) : "",
            mine: row.adminRequested.by === actor.userId,
          }
        : null,
      secondFactor: row.oidc
        ? ("provider" as const)
        : row.secondFactor
          ? ("active" as const)
          : ("none" as const),
    })),
  };
});

const INTENTS = [
  "invite",
  "role",
  "disable",
  "enable",
  "resend",
  "approveAdmin",
  "resetSecondFactor",
] as const;
type Intent = (typeof INTENTS)[number];

export const action = withErrorPages(async function action(args: Route.ActionArgs) {
  const { db, actor, ip, config, session, runtime } = requestOf(args, "staff");
  const now = runtime.clock.now();
  const formData = await readForm(args.request);
  const intent = formData.get("intent");
  if (!INTENTS.includes(intent as Intent)) return badRequest();
  const back = href("/backoffice/staff");

  if (intent === "invite") {
    const submission = parseFields(formData, staffInviteSchema);
    if (submission.status !== "success") return invalid(submission);
    const done = await orFormError(submission, () =>
      inviteStaff(db, actor, submission.value, { ip, config, now }),
    );
    if (!done.ok) return done.reply;
    return redirectWithToast(back, session, {
      kind: "success",
      message: [
        t("backoffice.staff.invited", { email: done.value.email }),
        ...(done.value.adminRequested ? [t("backoffice.staff.adminRequested")] : []),
      ].join(" "),
    });
  }

  const entries = Object.fromEntries(formData);
  if (intent === "role") {
    const parsed = staffRoleSchema.safeParse(entries);
    if (!parsed.success) return badRequest(parsed.error.issues[0]?.message ?? t("error.http.400"));
    const done = await orRefused(() => changeStaffRole(db, actor, parsed.data, { ip, now }));
    if (!done.ok) return done.answer;
    return redirectWithToast(back, session, {
      kind: "success",
      message:
        parsed.data.role === "admin"
          ? t("backoffice.staff.adminRequestedFor", { email: done.value.email })
          : t("backoffice.staff.roleChanged", {
              email: done.value.email,
              role: t(`backoffice.staff.role.${done.value.role}`),
            }),
    });
  }
  const parsed = staffTargetSchema.safeParse(entries);
  if (!parsed.success) return badRequest(t("error.http.400"));
  if (intent === "resetSecondFactor") {
    const reset = await orRefused(() => resetStaffSecondFactor(db, actor, parsed.data, { ip, config, now }));
    if (!reset.ok) return reset.answer;
    return redirectWithToast(back, session, {
      kind: "success",
      message: t("backoffice.staff.secondFactor.resetDone", { email: reset.value.email }),
    });
  }
  const run = { disable: disableStaff, enable: enableStaff, approveAdmin: approveStaffAdmin, resend: null }[
    intent as "disable" | "enable" | "approveAdmin" | "resend"
  ];
  const done = await orRefused(() =>
    run
      ? run(db, actor, parsed.data, { ip, now })
      : resendStaffInvite(db, actor, parsed.data, { ip, config, now }),
  );
  if (!done.ok) return done.answer;
  const message = {
    disable: "backoffice.staff.disabled",
    enable: "backoffice.staff.enabled",
    resend: "backoffice.staff.resent",
    approveAdmin: "backoffice.staff.adminApproved",
  } as const;
  return redirectWithToast(back, session, {
    kind: "success",
    message: t(message[intent as "disable" | "enable" | "resend" | "approveAdmin"], {
      email: done.value.email,
    }),
  });
});

type StaffRow = Route.ComponentProps["loaderData"]["staff"][number];

const staffColumns = (oidc: boolean): Column<StaffRow>[] => [
  {
    header: t("backoffice.staff.col.email"),
    cell: (row) => (
      <>
        {row.email} {row.self ? t("backoffice.staff.you") : null}
      </>
    ),
  },
  {
    header: t("backoffice.staff.col.role"),
    cell: (row) => (
      <>
        {t(`backoffice.staff.role.${row.role}`)}
        {row.adminRequested ? (
          <>
            <br />
            {t("backoffice.staff.adminPending", { by: row.adminRequested.by, at: row.adminRequested.at })}
          </>
        ) : null}
      </>
    ),
  },
  { header: t("backoffice.staff.col.state"), cell: (row) => t(`backoffice.staff.state.${row.state}`) },
  {
    header: t("backoffice.staff.secondFactor.column"),
    cell: (row) => t(`backoffice.staff.secondFactor.${row.secondFactor}`),
  },
  {
    header: t("backoffice.staff.col.lastLogin"),
    cell: (row) => row.lastLogin ?? t("backoffice.staff.never"),
  },
  {
    header: t("backoffice.staff.col.actions"),
    cell: (row) => (row.self ? null : <StaffActions row={row} oidc={oidc} />),
  },
];

/** An account's buttons: its role, disable or enable, and the invitation again while it is pending. */
function StaffActions({ row, oidc }: { row: StaffRow; oidc: boolean }) {
  return (
    <div className={styles.actions}>
      <Form method="post" className={styles.inline}>
        <input type="hidden" name="userId" value={row.id} />
        <Select
          name="role"
          id={`role-${row.id}`}
          label={t("backoffice.staff.roleOf", { email: row.email })}
          options={roleOptions()}
          defaultValue={row.role}
          placeholder={false}
          width="m"
        />
        <Button type="submit" name="intent" value="role" variant="secondary">
          {t("backoffice.staff.changeRole")}
        </Button>
      </Form>
      {row.adminRequested && !row.adminRequested.mine && row.state !== "disabled" ? (
        <AccountButton row={row} intent="approveAdmin" />
      ) : null}
      <AccountButton row={row} intent={row.state === "disabled" ? "enable" : "disable"} />
      {row.state === "invited" && !oidc ? <AccountButton row={row} intent="resend" variant="link" /> : null}
      {row.secondFactor === "active" ? <AccountButton row={row} intent="resetSecondFactor" /> : null}
    </div>
  );
}

/** One button of an account's row, in a form of its own, named with the account's address. */
function AccountButton({
  row,
  intent,
  variant = "secondary",
}: {
  row: StaffRow;
  intent: "enable" | "disable" | "resend" | "approveAdmin" | "resetSecondFactor";
  variant?: "secondary" | "link";
}) {
  return (
    <Form method="post">
      <input type="hidden" name="userId" value={row.id} />
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant={variant}
        aria-label={t(`backoffice.staff.${intent}Of`, { email: row.email })}
      >
        {t(`backoffice.staff.${intent}`)}
      </Button>
    </Form>
  );
}

export default function StaffPage({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && "refused" in actionData ? actionData.refused : null;
  const inviteReply = actionData && !("refused" in actionData) ? actionData : null;
  const form = useReplyForm(inviteReply, { role: "customercare" }, "staff-invite");
  const title = t("shell.title", { page: t("backoffice.staff.title") });
  return (
    <>
      <title>{errorTitle(title, form.status === "error" || Boolean(refused))}</title>
      <ListPage
        title={t("backoffice.staff.title")}
        lead={<p>{t("backoffice.staff.lead")}</p>}
        actions={
          <>
            <p>
              <Link to={href("/backoffice/staff/audit")}>{t("backoffice.staff.toAudit")}</Link>
            </p>
            {refused ? (
              <div role="alert">
                <Banner variant="error">{refused}</Banner>
              </div>
            ) : null}
          </>
        }
        table={
          <DataTable
            label={t("backoffice.staff.list.scroll")}
            caption={t("backoffice.staff.list.caption")}
            columns={staffColumns(loaderData.oidc)}
            rows={loaderData.staff}
            rowKey={(row) => row.id}
          />
        }
      >
        <section className={styles.section} aria-labelledby="staff-invite-heading">
          <h2 id="staff-invite-heading">{t("backoffice.staff.invite.heading")}</h2>
          <p>
            {loaderData.oidc
              ? t("backoffice.staff.invite.leadOidc")
              : t("backoffice.staff.invite.leadPassword")}
          </p>
          <Form method="post" {...form.props}>
            <ErrorSummary
              form={form}
              focusKey={inviteReply}
              labels={{ email: t("backoffice.staff.invite.email"), role: t("backoffice.staff.invite.role") }}
            />
            <EmailField
              field={form.field("email")}
              label={t("backoffice.staff.invite.email")}
              autoComplete="off"
              required
            />
            <Select
              field={form.field("role")}
              label={t("backoffice.staff.invite.role")}
              options={roleOptions()}
              placeholder={false}
              required
            />
            <Button type="submit" name="intent" value="invite">
              {t("backoffice.staff.invite.submit")}
            </Button>
          </Form>
        </section>
      </ListPage>
    </>
  );
}
