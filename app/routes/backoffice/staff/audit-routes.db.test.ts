/**
 * The audit log page (/backoffice/staff/audit, decision 0096): each entry names the customer it concerns (contract
 * number and name) and its action in German; admins only.
 */
import { describe, expect, it } from "vitest";
import { actorFor, body, callUnder, status, useRouteTestBed } from "~/.server/testing/routes";
import { createCustomer, createStaff } from "~/.server/testing/crm";
import { findProvision, holding } from "~/.server/services/provisions";
import { recordAudit, recordChange } from "~/.server/services/audit";
import { listAuditEntries } from "~/.server/services/backoffice/staff-audit";
import { isServiceError } from "~/domain/errors";
import type { Actor } from "~/.server/auth/actor";
import { middleware as adminLayout } from "../admin-layout";
import { middleware as careLayout } from "../layout";
import { loader } from "./audit";

const bed = useRouteTestBed("backoffice-audit");
const layouts = [...careLayout, ...adminLayout];
const page = (query = "") => new Request(`http://portal.test/backoffice/staff/audit${query}`);

interface EntryView {
  actor: string;
  action: string;
  code: string;
  subject: string | null;
}

let counter = 0;
async function admin(): Promise<Actor> {
  counter += 1;
  const user = await createStaff(bed.database.db, `audit-admin-${counter}@vorsorgeportal.de`);
  return { ...actorFor(user.id, { isStaff: true }), email: user.email, groups: ["admin"] };
}

async function entries(actor: Actor, query = ""): Promise<EntryView[]> {
  const { context } = await bed.contextFor(actor);
  const result = await callUnder(layouts, loader, page(query), context);
  expect(status(result)).toBe(200);
  return body<{ entries: EntryView[] }>(result).entries;
}

describe("the audit log names whom and what", () => {
  it("an entry about a provision names the customer's contract number and name; the action is German", async () => {
    const db = bed.database.db;
    const reader = await admin();
    const { provision } = await createCustomer(db, { email: `audit-kunde-${Date.now()}@example.de` });
    // Staff read the customer's provision: audited as provision.read.
    await findProvision(db, holding(reader, provision.id), { ip: "192.0.2.5" });
    const [entry] = await entries(reader, `?actor=${encodeURIComponent(reader.email)}`);
    expect(entry).toMatchObject({
      action: "Vorsorge angesehen",
      code: "provision.read",
      subject: `Vertrag ${provision.number}: Erika Muster`,
    });
  });

  it("a change of a staff account names the colleague; a customer list's 'done' names the customer", async () => {
    const db = bed.database.db;
    const actor = await admin();
    const colleague = await createStaff(db, `audit-colleague-${Date.now()}@vorsorgeportal.de`);
    const { provision } = await createCustomer(db, { email: `audit-done-${Date.now()}@example.de` });
    await recordChange(db, actor, {
      action: "staff.disable",
      subject: { type: "user", id: colleague.id },
      before: null,
      after: null,
    });
    await recordChange(db, actor, {
      action: "customers.documents-requested.done",
      subject: { type: "provision", id: provision.id },
      before: null,
      after: null,
    });
    await recordChange(db, actor, {
      action: "coupon.create",
      subject: { type: "coupon", id: "HERBST10" },
      before: null,
      after: { code: "HERBST10" },
    });
    const shown = await entries(actor, `?actor=${encodeURIComponent(actor.email)}`);
    expect(shown.map((entry) => [entry.action, entry.subject])).toEqual([
      ["Gutschein angelegt", "Gutschein HERBST10"],
      ["Angeforderte Unterlagen als erledigt markiert", `Vertrag ${provision.number}: Erika Muster`],
      ["Mitarbeiterkonto gesperrt", `Mitarbeiterkonto ${colleague.email}`],
    ]);
  });

  it("a deleted provision and an old, unknown action still show; the filter finds a German word", async () => {
    const db = bed.database.db;
    const actor = await admin();
    await recordAudit(db, {
      actorUserId: actor.userId,
      provisionId: "00000000-0000-4000-8000-000000000001",
      action: "provision.open",
    });
    const [gone] = await entries(actor, `?actor=${encodeURIComponent(actor.email)}`);
    expect(gone).toMatchObject({
      action: "Vorsorge zur Bearbeitung geöffnet",
      subject: "Gelöschte Vorsorge",
    });
    const found = await listAuditEntries(db, actor, {
      action: "zur Bearbeitung",
      actorEmail: actor.email,
      page: 1,
    });
    expect(found.entries.map((entry) => entry.action)).toEqual(["provision.open"]);
    const byCode = await listAuditEntries(db, actor, {
      action: "provision.",
      actorEmail: actor.email,
      page: 1,
    });
    expect(byCode.entries).toHaveLength(1);
  });

  it("customer care gets the plain 404, and the service refuses it too", async () => {
    const db = bed.database.db;
    const care = await createStaff(db, `audit-care-${Date.now()}@vorsorgeportal.de`);
    const careActor = { ...actorFor(care.id, { isStaff: true }), email: care.email };
    const { context } = await bed.contextFor(careActor);
    expect(status(await callUnder(layouts, loader, page(), context))).toBe(404);
    await expect(listAuditEntries(db, careActor, { page: 1 })).rejects.toSatisfy(isServiceError);
  });
});
