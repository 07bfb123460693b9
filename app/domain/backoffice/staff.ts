/**
 * Staff accounts in the back office (decision 0056): roles, the state of an
 * account, the rules an admin's change must keep, the invitation's validity and how an audit entry's before
 * and after are shown. Pure: no database, no I/O.
 */
import { z } from "zod";
import { t } from "~/i18n";
import { emailField } from "../validation/fields";

export const STAFF_ROLES = ["admin", "customercare"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** An invitation link is valid for 72 hours (three working days over a weekend would not fit; see 0056). */
export const INVITE_TTL_MS = 72 * 60 * 60 * 1000;

/** Entries per page of the audit log. */
export const AUDIT_PAGE_SIZE = 50;

export type StaffState = "invited" | "active" | "disabled";

export interface StaffAccountFacts {
  groups: readonly string[];
  passwordHash: string | null;
  oidcSubject: string | null;
  lastLoginAt: Date | null;
  disabledAt: Date | null;
}

/** The role of a staff account: admin wins over customer care; null for a customer. */
export function roleOf(groups: readonly string[]): StaffRole | null {
  if (groups.includes("admin")) return "admin";
  if (groups.includes("customercare")) return "customercare";
  return null;
}

/**
 * Disabled when an admin disabled it; invited while the colleague has neither set a password nor signed in
 * through the company's sign-in; active otherwise.
 */
export function staffState(account: StaffAccountFacts): StaffState {
  if (account.disabledAt) return "disabled";
  if (!account.passwordHash && !account.oidcSubject && !account.lastLoginAt) return "invited";
  return "active";
}

/** Why an admin's change to a staff account is refused (the German texts: backoffice.staff.refused.*). */
export type StaffRefusalReason =
  | "customerAddress"
  | "alreadyStaff"
  | "notFound"
  | "self"
  | "lastAdmin"
  | "notInvited"
  | "alreadyDisabled"
  | "notDisabled"
  | "sameRole"
  | "adminRequestPending"
  | "noAdminRequest"
  | "sameAdminApproves"
  | "noSecondFactor";

export interface StaffChange {
  kind: "role" | "disable";
  /** The role after a role change. */
  role?: StaffRole;
}

/**
 * Whether `change` may be made to `target` by `actorId` while `activeAdmins` admins are enabled (the target
 * counted). An admin never disables or demotes themself, and the last enabled admin stays one.
 */
/**
 * Whether admin rights asked for `target` may be approved by `actorId` (decision 0092): a second admin, neither
 * the one who asked nor the account itself, approves; until then the account works as customer care.
 */
export function adminApprovalRefusal(
  actorId: string,
  target: { id: string; role: StaffRole | null; disabled: boolean; adminRequestedBy: string | null },
): StaffRefusalReason | null {
  if (target.role === null) return "notFound";
  if (target.disabled) return "alreadyDisabled";
  if (!target.adminRequestedBy) return "noAdminRequest";
  return actorId === target.adminRequestedBy || actorId === target.id ? "sameAdminApproves" : null;
}

export function staffChangeRefusal(
  actorId: string,
  target: { id: string; role: StaffRole | null; disabled: boolean; adminRequested?: boolean },
  change: StaffChange,
  activeAdmins: number,
): StaffRefusalReason | null {
  if (target.role === null) return "notFound";
  if (change.kind === "role" && change.role === "admin" && target.adminRequested)
    return "adminRequestPending";
  if (change.kind === "disable" && target.disabled) return "alreadyDisabled";
  // Customer care for an account whose admin rights wait for approval calls the request off.
  const callsOff = change.kind === "role" && change.role === "customercare" && target.adminRequested;
  if (change.kind === "role" && change.role === target.role && !callsOff) return "sameRole";
  const demotes = change.kind === "disable" || change.role !== "admin";
  if (target.id === actorId && demotes) return "self";
  if (target.role === "admin" && !target.disabled && demotes && activeAdmins <= 1) return "lastAdmin";
  return null;
}

/** Invite a colleague: the address and the role. */
export const staffInviteSchema = z.object({
  email: emailField("plain"),
  role: z.enum(STAFF_ROLES, { error: () => t("backoffice.staff.field.roleInvalid") }),
});

/** Change a colleague's role. */
export const staffRoleSchema = z.object({
  userId: z.guid(),
  role: z.enum(STAFF_ROLES, { error: () => t("backoffice.staff.field.roleInvalid") }),
});

/** Disable, enable, or invite again. */
export const staffTargetSchema = z.object({ userId: z.guid() });

/** One row of an audit entry's before/after table. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * The fields an audit entry's change touched, in the order they first appear: for an update only the fields
 * whose value differs, for a creation (before null) or deletion (after null) every field. A value that is no
 * object shows as one row "Wert".
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const from = record(before);
  const to = record(after);
  if ((before !== null && before !== undefined && !from) || (after !== null && after !== undefined && !to)) {
    const a = shown(before);
    const b = shown(after);
    return a === b ? [] : [{ field: "", before: a, after: b }];
  }
  const keys = [...new Set([...Object.keys(from ?? {}), ...Object.keys(to ?? {})])];
  return keys
    .map((field) => ({ field, before: shown(from?.[field]), after: shown(to?.[field]) }))
    .filter((row) => !from || !to || row.before !== row.after);
}
