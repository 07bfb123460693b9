/**
 * The customer's care log ("Betreuungsprotokoll" on /profile, decision 0040): what the audit log's rows mean to
 * the customer. Pure: rows in, rows to show out.
 *
 * - Views are "angesehen": every view of one staff member in one sitting (their rows no more than
 *   CARE_LOG_SITTING_GAP_MS apart, the staff session's idle end of decision 0028) is one row, with the time
 *   from the first to the last view. A search that showed the customer's account is a view too.
 * - Changes are "geändert", one row each, with what changed: the German names of the fields (never values).
 * - Each use of a read-access link is its own row; so is anything the portal did on its own (a PayPal
 *   subscription that ended, a cancellation through the public form).
 */
import { t, type MessageKey } from "~/i18n";

/** A staff session ends on the server after 30 minutes without a request (decision 0028). */
export const CARE_LOG_SITTING_GAP_MS = 30 * 60 * 1000;

/** One audit row as the care log reads it. */
export interface CareLogEntry {
  at: Date;
  action: string;
  /** The staff member's e-mail, or null (a read-access link use, a removed staff account, the portal itself). */
  who: string | null;
  /** For read-access link uses: the address the link was sent to. */
  linkEmail: string | null;
  /** For changes: the names of the changed fields ("phone", "trustedPerson.email"), never their values. */
  fields: string[];
}

export type CareLogRowKind = "view" | "change" | "readAccess" | "system";

/** One row the customer sees. */
export interface CareLogRow {
  kind: CareLogRowKind;
  /** The first and the last moment of the row (the same for everything but a sitting of views). */
  from: Date;
  to: Date;
  who: string | null;
  linkEmail: string | null;
  /** What happened, in German. */
  what: string;
}

const VIEWS: Record<string, "search" | "provision" | "pdf"> = {
  "crm.lookup": "search",
  "provision.open": "provision",
  "provision.read": "provision",
  "provision.close": "provision",
  "documents.pdf": "pdf",
  // A letter printed for posting after the death (decision 0064).
  "letter.print": "pdf",
};

/** Refused attempts: nothing changed, so the customer's log does not show them (the audit log keeps them). */
const HIDDEN = new Set(["death.refused", "letter.dispatch.refused"]);

/** Things the portal did by itself (no staff member). */
const SYSTEM_ACTIONS: Record<string, MessageKey> = {
  "pricing.paypal-ended": "profile.careLog.action.paypalEnded",
  "provision.cancel": "profile.careLog.action.cancel",
};

/** Changes with a verb of their own. */
const ACTIONS: Record<string, MessageKey> = {
  "trustedPerson.notify": "profile.careLog.action.trustedPersonNotify",
  "readAccess.grant": "profile.careLog.action.readAccessGrant",
  "readAccess.revoke": "profile.careLog.action.readAccessRevoke",
  "letter.create": "profile.careLog.action.letterCreate",
  "documents.request": "profile.careLog.action.documentsRequest",
  "provisionSet.order": "profile.careLog.action.provisionSetOrder",
  "pricing.activate": "profile.careLog.action.pricingActivate",
  "pricing.grant-step": "profile.careLog.action.pricingGrantStep",
  "account.resendConfirmation": "profile.careLog.action.resendConfirmation",
  // When the time comes (decisions 0062, 0064).
  "death.reported": "profile.careLog.action.deathReported",
  "death.withdrawn": "profile.careLog.action.deathWithdrawn",
  "death.confirmed": "profile.careLog.action.deathConfirmed",
  "death.funeralDate": "profile.careLog.action.funeralDate",
  "letter.dispatch.sent": "profile.careLog.action.letterSent",
};

/** The area a change belongs to, by the action's first part ("trustedPerson.update" → Vertrauensperson). */
const AREAS: Record<string, MessageKey> = {
  profile: "profile.careLog.area.profile",
  trustedPerson: "profile.careLog.area.trustedPerson",
  readAccess: "profile.careLog.area.trustedPerson",
  wishes: "profile.careLog.area.wishes",
  guests: "profile.careLog.area.guests",
  letter: "profile.careLog.area.letters",
  offer: "profile.careLog.area.offer",
  finance: "profile.careLog.area.finance",
  pricing: "profile.careLog.area.pricing",
};

/** German names of the fields a change may touch; fields not named here (technical ones) are not shown. */
const FIELDS: Record<string, MessageKey> = {
  salutation: "profile.careLog.field.salutation",
  firstname: "profile.careLog.field.firstname",
  lastname: "profile.careLog.field.lastname",
  relationship: "profile.careLog.field.relationship",
  street: "profile.careLog.field.street",
  postalCode: "profile.careLog.field.postalCode",
  city: "profile.careLog.field.city",
  email: "profile.careLog.field.email",
  pendingEmail: "profile.careLog.field.email",
  phone: "profile.careLog.field.phone",
  note: "profile.careLog.field.note",
  provisionBirth: "profile.careLog.field.birthDate",
  music: "profile.careLog.field.music",
  musicLeftToSurvivors: "profile.careLog.field.music",
  quote: "profile.careLog.field.quote",
  quoteLeftToSurvivors: "profile.careLog.field.quote",
  personalNotification: "profile.careLog.field.personalNotification",
  personalNotificationLeftToSurvivors: "profile.careLog.field.personalNotification",
  wishesConsentAt: "profile.careLog.field.wishesConsent",
  funeralType: "profile.careLog.field.funeralType",
  funeralPlan: "profile.careLog.field.funeralPlan",
  funeralSiteId: "profile.careLog.field.funeralSite",
  graveTypeId: "profile.careLog.field.graveType",
  graveTypeNote: "profile.careLog.field.graveTypeNote",
  customizations: "profile.careLog.field.customizations",
  financialProvisionType: "profile.careLog.field.financialProvisionType",
  financialProvisionNote: "profile.careLog.field.financialProvisionNote",
  existingInsuranceType: "profile.careLog.field.existingInsurance",
  existingInsuranceCompany: "profile.careLog.field.existingInsurance",
  existingInsuranceContractNumber: "profile.careLog.field.existingInsurance",
  additionalCosts: "profile.careLog.field.additionalCosts",
  // Entries written before the amounts became cent columns still name the old field.
  funeralSiteEstimatedPrice: "profile.careLog.field.funeralSiteEstimatedPrice",
  funeralSiteEstimateCents: "profile.careLog.field.funeralSiteEstimatedPrice",
  insuranceTariff: "profile.careLog.field.insuranceTariff",
  insuranceSumCents: "profile.careLog.field.insuranceTariff",
  insuranceFeeCents: "profile.careLog.field.insuranceTariff",
  insurancePayoutCents: "profile.careLog.field.insuranceTariff",
  existingSumCents: "profile.careLog.field.insuranceTariff",
  trustDepositCents: "profile.careLog.field.insuranceTariff",
  partnerConsent: "profile.careLog.field.partnerConsent",
  couponCode: "profile.careLog.field.coupon",
  paymentPriceGuarantee: "profile.careLog.field.priceGuarantee",
};

/** The German names of changed fields, each once, in the order given ("trustedPerson.phone" → Telefonnummer). */
export function careLogFieldNames(fields: readonly string[]): string[] {
  const names: string[] = [];
  for (const field of fields) {
    const key = FIELDS[field.slice(field.lastIndexOf(".") + 1)];
    const name = key && t(key);
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}

function changeText(action: string, fields: readonly string[]): string {
  const own = ACTIONS[action];
  if (own) return t(own);
  const area = t(AREAS[action.slice(0, action.indexOf("."))] ?? "profile.careLog.area.provision");
  const names = careLogFieldNames(fields);
  return names.length > 0
    ? t("profile.careLog.changedFields", { area, fields: names.join(", ") })
    : t("profile.careLog.changed", { area });
}

function viewText(parts: ReadonlySet<string>): string {
  if (parts.has("provision")) {
    const text = t(
      parts.has("pdf") ? "profile.careLog.view.provisionAndPdf" : "profile.careLog.view.provision",
    );
    return parts.has("search") ? t("profile.careLog.view.searchedThen", { text }) : text;
  }
  if (parts.has("pdf")) return t("profile.careLog.view.pdf");
  return t("profile.careLog.view.search");
}

export function isReadAccessUse(action: string): boolean {
  return /^read[-_]?access\.used?$/i.test(action);
}

/**
 * The rows the customer sees, newest first, from audit entries in any order (decision 0040): one row per
 * sitting of views, one per change, one per read-access use or portal action.
 */
export function careLogRows(entries: readonly CareLogEntry[]): CareLogRow[] {
  const oldestFirst = [...entries].sort((a, b) => a.at.getTime() - b.at.getTime());
  const rows: CareLogRow[] = [];
  const sittings = new Map<string, { row: CareLogRow; parts: Set<string> }>();
  for (const entry of oldestFirst) {
    if (HIDDEN.has(entry.action)) continue;
    const base = { from: entry.at, to: entry.at, who: entry.who, linkEmail: null };
    const view = VIEWS[entry.action];
    if (view) {
      // A removed staff account (who null) still groups with its own rows only by the time gap.
      const key = entry.who ?? "";
      const open = sittings.get(key);
      if (open && entry.at.getTime() - open.row.to.getTime() <= CARE_LOG_SITTING_GAP_MS) {
        open.parts.add(view);
        open.row.to = entry.at;
        open.row.what = viewText(open.parts);
        continue;
      }
      const parts = new Set<string>([view]);
      const row: CareLogRow = { ...base, kind: "view", what: viewText(parts) };
      sittings.set(key, { row, parts });
      rows.push(row);
    } else if (isReadAccessUse(entry.action)) {
      rows.push({
        ...base,
        kind: "readAccess",
        linkEmail: entry.linkEmail,
        what: t("profile.careLog.kind.readAccess"),
      });
    } else if (SYSTEM_ACTIONS[entry.action]) {
      rows.push({ ...base, kind: "system", who: null, what: t(SYSTEM_ACTIONS[entry.action]!) });
    } else {
      rows.push({ ...base, kind: "change", what: changeText(entry.action, entry.fields) });
    }
  }
  return rows.sort((a, b) => b.to.getTime() - a.to.getTime());
}
