/**
 * Every single-page edit form: a submit that changes nothing is answered with "nothing changed"
 * (4xx, the typed values stay in the form) and writes nothing — no version bump, no audit entry, no mail.
 * Staff act here (holding the customer's provision), so that a real save would write an audit entry.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCustomer, createStaff } from "~/.server/testing/crm";
import { auditLog, mailOutbox, provisions } from "~/.server/db/schema";
import * as costs from "./finance/costs";
import * as insurance from "./finance/insurance";
import * as basicInformation from "./offer/basic-information";
import * as graveTypeNote from "./offer/gravetypenote";
import * as profile from "./profile/index";
import { body, call, post, status, TRUSTED_PERSON_FORM, useRouteTestBed } from "~/.server/testing/routes";
import * as trustedPerson from "./trusted-person/edit";
import * as wishEdit from "./wishes/$kind.edit";

const { database, asStaff } = useRouteTestBed("edit-forms");

let counter = 0;
/** A confirmed customer whose provision a care worker holds, with a provision type (the finance pages need one). */
async function heldCustomer() {
  counter += 1;
  const customer = await createCustomer(database.db, {
    email: `edit-${counter}@example.de`,
    confirmed: true,
  });
  const care = await createStaff(database.db, `edit-care${counter}@vorsorgeportal.de`);
  await database.db
    .update(provisions)
    .set({ financialProvisionType: "PAY_BY_MYSELF" })
    .where(eq(provisions.id, customer.provision.id));
  const provisionId = customer.provision.id;
  return {
    context: async () => (await asStaff(care.id, provisionId)).context,
    /** What an unchanged submit must leave alone (staff reading the provision is audited, and may be). */
    async traces() {
      const [row] = await database.db
        .select({ version: provisions.version })
        .from(provisions)
        .where(eq(provisions.id, provisionId));
      const [audit] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(and(eq(auditLog.provisionId, provisionId), ne(auditLog.action, "provision.read")));
      const [outbox] = await database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
      return { version: row!.version, audit: audit!.n, outbox: outbox!.n };
    },
  };
}

type Action = (args: never) => unknown;

interface FormCase {
  name: string;
  action: Action;
  url: string;
  params?: Record<string, string>;
  /** A valid form that differs from a new customer's data. */
  values: Record<string, string>;
}

const CASES: FormCase[] = [
  {
    name: "profile",
    action: profile.action,
    url: "/profile",
    values: {
      intent: "save",
      salutation: "madame",
      firstname: "Anna",
      lastname: "Schröder",
      email: "anna-edit@example.de",
      provisionBirth: "24.12.1950",
      street: "Hafenstraße 1",
      postalCode: "24103",
      city: "Kiel",
      phone: "0431 1234567",
    },
  },
  {
    name: "trusted person",
    action: trustedPerson.action,
    url: "/overview/trusted-person/edit",
    values: { ...TRUSTED_PERSON_FORM, note: "Ruft abends an." },
  },
  {
    name: "wish (music)",
    action: wishEdit.action,
    url: "/overview/wishes/music/edit",
    params: { kind: "music" },
    values: { text: "Ave Maria", consent: "on" },
  },
  {
    name: "insurance details",
    action: insurance.action,
    url: "/overview/finance/insurance",
    values: {
      financialProvisionType: "PAY_BY_FAMILY",
      financialProvisionNote: "Sparbuch bei der Förde Sparkasse",
      existingInsuranceCompany: "Kieler Leben",
      existingSum: "2500",
    },
  },
  {
    name: "costs",
    action: costs.action,
    url: "/overview/finance/costs",
    values: {
      funeralSiteEstimatedPrice: "1800",
      "additionalCosts[0].name": "Trauerfeier",
      "additionalCosts[0].estimatedPrice": "600",
      financialProvisionNote: "Kaffee und Kuchen",
    },
  },
  {
    name: "grave type note",
    action: graveTypeNote.action,
    url: "/overview/offer/gravetypenote",
    values: { graveTypeNote: "Unter der Linde, bitte." },
  },
  {
    name: "basic information",
    action: basicInformation.action,
    url: "/overview/offer/basic-information",
    values: { funeralType: "burial" },
  },
];

describe("an unchanged submit of an edit form", () => {
  it.each(CASES)("$name: answers 'nothing changed' and writes nothing", async (form) => {
    const customer = await heldCustomer();
    const submit = async (version: number) =>
      call(
        form.action,
        post(`http://localhost${form.url}`, { ...form.values, version: String(version) }),
        await customer.context(),
        form.params,
      );

    // A real change first: it is saved (redirect), which the second, identical submit then repeats.
    const before = await customer.traces();
    const saved = await submit(before.version);
    expect(status(saved), `first save of ${form.name}`).toBe(302);
    const afterSave = await customer.traces();
    expect(afterSave.version).toBeGreaterThan(before.version);
    expect(afterSave.audit).toBeGreaterThan(before.audit);

    const again = await submit(afterSave.version);
    expect(status(again)).toBe(400);
    expect(JSON.stringify(body(again))).toMatch(/nicht geändert|nichts geändert|bereits Ihre Bestattungsart/);
    expect(await customer.traces()).toEqual(afterSave);
  });
});
