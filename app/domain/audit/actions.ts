/**
 * Every action the audit log records (decision 0096). The audit log page shows each one in German: its label is
 * the catalogue message `audit.action.<action>` (app/i18n/catalog/audit.ts), and `auditActionLabel` only compiles
 * while every action of this list has one. Services can write only these actions (`AuditAction` in
 * app/.server/services/audit.ts); a new action is added here and in the catalogue. Pure: no I/O.
 */
import { t, type MessageKey } from "~/i18n";

export const AUDIT_ACTIONS = [
  // Staff holding and reading a customer's provision (decision 0008).
  "provision.open",
  "provision.read",
  "provision.close",
  "crm.lookup",
  "backoffice.refused",
  // Changes to a provision, by the customer or by staff holding it.
  "provision.flags",
  "provision.login",
  "provision.frozen",
  "provision.thawed",
  "provision.cancel",
  "account.delete",
  "account.resendConfirmation",
  "profile.update",
  "profile.address",
  "profile.contactEmail.confirm",
  "documents.request",
  "documents.pdf",
  "provisionSet.order",
  "offer.funeralSite",
  "offer.basicInformation",
  "offer.package",
  "offer.refresh",
  "offer.lock",
  "offer.unlock",
  "offer.graveTypeNote",
  "offer.product.choose",
  "offer.product.remove",
  "offer.service.add",
  "offer.service.remove",
  "pricing.grant-step",
  "pricing.coupon",
  "pricing.coupon-remove",
  "pricing.activate",
  "pricing.guarantee-later",
  "pricing.paypal-ended",
  "wishes.update",
  "wishes.create",
  "wishes.consent",
  "wishes.consentWithdrawn",
  "guests.add",
  "guests.update",
  "guests.remove",
  "finance.type",
  "finance.insurance",
  "finance.costs",
  "finance.application",
  "finance.insuranceConcluded",
  "finance.insuranceReopened",
  "finance.treuhand",
  "finance.partnerConsent",
  "trustedPerson.update",
  "trustedPerson.notify",
  "readAccess.grant",
  "readAccess.revoke",
  "readAccess.used",
  "letter.create",
  "letter.update",
  // Farewell letters after a death (decision 0064).
  "letter.print",
  "letter.dispatch.sent",
  "letter.dispatch.refused",
  "letter.dispatch.returned",
  // The death-report workflow (decision 0062).
  "death.reported",
  "death.confirmed",
  "death.withdrawn",
  "death.funeralDate",
  "death.refused",
  "death.revocationRequested",
  "death.revoked",
  "deaths.list",
  // Customer care's lists (decision 0057).
  "customers.search",
  "customers.export",
  "customers.documents-requested.done",
  "customers.partner-requests.done",
  // The admins' back office.
  "product.create",
  "product.update",
  "product.withdraw",
  "product.restore",
  "product.default.transfer",
  "service.update",
  "service.withdraw",
  "service.restore",
  "extra.update",
  "extra.withdraw",
  "extra.restore",
  "plan.update",
  "graveType.update",
  "site.create",
  "site.update",
  "site.import",
  "site.withdraw",
  "site.restore",
  "coupon.create",
  "coupon.update",
  "coupon.activate",
  "coupon.deactivate",
  "partnerKey.create",
  "partnerKey.revoke",
  "staff.invite",
  "staff.invite.resend",
  "staff.invite.accept",
  "staff.role",
  "staff.disable",
  "staff.enable",
  "staff.admin.approve",
  "staff.secondFactor.reset",
  "staff.oidc.link",
  "staff.oidc.linkRefused",
  // Maintenance mode switched in the back office (decision 0102).
  "maintenance.on",
  "maintenance.off",
  // The nightly retention job's counts (decision 0100).
  "retention.purged",
  // Test data written by the e2e fixtures and test helpers (never in production).
  "e2e.afterDeath",
  "e2e.paid",
  "e2e.partnerRequested",
  "e2e.priceGuarantee",
  "e2e.trialOver",
  "test.full",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const KNOWN: ReadonlySet<string> = new Set(AUDIT_ACTIONS);

export const isAuditAction = (action: string): action is AuditAction => KNOWN.has(action);

/** The catalogue key of an action's German label (a missing key fails the typecheck). */
const labelKey = (action: AuditAction): MessageKey => `audit.action.${action}`;

/** An action in German; an action no longer written (an old entry) keeps its code. */
export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? t(labelKey(action)) : action;
}

/**
 * The actions whose German label contains `text` (any case): the audit log's filter finds "angesehen" as well as
 * the code's beginning "provision.".
 */
export function auditActionsMatching(text: string): AuditAction[] {
  const wanted = text.trim().toLocaleLowerCase("de-DE");
  if (wanted.length === 0) return [];
  return AUDIT_ACTIONS.filter((action) =>
    auditActionLabel(action).toLocaleLowerCase("de-DE").includes(wanted),
  );
}
