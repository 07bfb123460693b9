import { describe, expect, it } from "vitest";
import { isNull } from "drizzle-orm";
import { isServiceError } from "~/domain/errors";
import { embeddedCrm } from "../../crm/embedded";
import { createCustomer, createStaff } from "../../testing/crm";
import { auditLog } from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import { listAudit, recordAudit } from "../audit";
import { heldProvisionSummary, holdProvision, lookUpCustomer, releaseProvision } from "./index";

const database = useTestDatabase({ seed: false });

async function failure(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (isServiceError(error)) return { code: error.code, status: error.status };
    throw error;
  }
  throw new Error("expected a ServiceError");
}

describe("holdProvision", () => {
  it("refuses customers with 403 and writes nothing", async () => {
    const { user, provision } = await createCustomer(database.db, { email: "self@example.de" });
    const customer = { userId: user.id, isStaff: false };
    expect(
      await failure(() =>
        holdProvision(database.db, customer, { provisionId: provision.id }, { ip: "10.0.0.1" }),
      ),
    ).toEqual({
      code: "forbidden",
      status: 403,
    });
    expect(await listAudit(database.db, provision.id)).toEqual([]);
  });

  it("answers 404 for a malformed or unknown id, never a database error", async () => {
    const staff = await createStaff(database.db, "care404@vorsorgeportal.de");
    const actor = { userId: staff.id, isStaff: true };
    for (const id of [
      "not-a-uuid",
      "'; drop table provisions; --",
      "",
      "00000000-0000-0000-0000-000000000000",
    ]) {
      expect(await failure(() => holdProvision(database.db, actor, { provisionId: id }))).toEqual({
        code: "notFound",
        status: 404,
      });
    }
  });

  it("lets staff open a provision and records it in the audit log", async () => {
    const staff = await createStaff(database.db, "care-open@vorsorgeportal.de");
    const { provision } = await createCustomer(database.db, { email: "open-me@example.de" });
    const held = await holdProvision(
      database.db,
      { userId: staff.id, isStaff: true },
      { provisionId: provision.id.toUpperCase() },
      { ip: "10.0.0.2" },
    );
    expect(held).toEqual({
      provisionId: provision.id,
      displayName: "Erika Muster",
      number: provision.number,
    });
    const audit = await listAudit(database.db, provision.id);
    expect(audit).toMatchObject([
      {
        actorUserId: staff.id,
        provisionId: provision.id,
        action: "provision.open",
        ip: "10.0.0.2",
        detail: {},
      },
    ]);
  });
});

describe("heldProvisionSummary and releaseProvision", () => {
  it("give name and number for the admin banner (not audited per page), null for unknown ids", async () => {
    const staff = await createStaff(database.db, "care-banner@vorsorgeportal.de");
    const { user, provision } = await createCustomer(database.db, { email: "banner@example.de" });
    const holder = (heldProvisionId: string | null, isStaff = true) => ({
      userId: isStaff ? staff.id : user.id,
      isStaff,
      ownProvisionId: null,
      heldProvisionId,
    });
    expect(await heldProvisionSummary(database.db, holder(provision.id))).toEqual({
      displayName: "Erika Muster",
      number: provision.number,
    });
    expect(await listAudit(database.db, provision.id)).toEqual([]);
    expect(await heldProvisionSummary(database.db, holder("nonsense"))).toBeNull();
    expect(await heldProvisionSummary(database.db, holder(null))).toBeNull();
    expect(await heldProvisionSummary(database.db, holder(provision.id, false))).toBeNull();
  });

  it("records the release", async () => {
    const staff = await createStaff(database.db, "care-release@vorsorgeportal.de");
    const { provision } = await createCustomer(database.db, { email: "release@example.de" });
    const actor = { userId: staff.id, isStaff: true };
    expect(await releaseProvision(database.db, actor, { provisionId: provision.id })).toMatchObject({
      displayName: "Erika Muster",
    });
    expect((await listAudit(database.db, provision.id)).map((row) => row.action)).toEqual([
      "provision.close",
    ]);
    expect(await releaseProvision(database.db, actor, { provisionId: "gone" })).toBeNull();
  });
});

describe("lookUpCustomer", () => {
  it("is staff only", async () => {
    const { user } = await createCustomer(database.db, { email: "nosy@example.de" });
    const crm = embeddedCrm(database.db);
    expect(
      await failure(() =>
        lookUpCustomer(database.db, { userId: user.id, isStaff: false }, { email: "x@example.de" }, { crm }),
      ),
    ).toMatchObject({ code: "forbidden" });
  });

  it("audits every look-up, with or without a result", async () => {
    const staff = await createStaff(database.db, "care-lookup@vorsorgeportal.de");
    const actor = { userId: staff.id, isStaff: true };
    const crm = embeddedCrm(database.db);
    const { provision } = await createCustomer(database.db, { email: "looked-up@example.de" });

    const account = await lookUpCustomer(
      database.db,
      actor,
      { email: "looked-up@example.de" },
      { ip: "10.0.0.3", crm },
    );
    expect(account?.opportunities[0]?.provisionId).toBe(provision.id);
    expect(await listAudit(database.db, provision.id)).toMatchObject([
      { actorUserId: staff.id, action: "crm.lookup", detail: { email: "looked-up@example.de", found: true } },
    ]);

    expect(await lookUpCustomer(database.db, actor, { email: "unknown@example.de" }, { crm })).toBeNull();
    const orphans = await database.db.select().from(auditLog).where(isNull(auditLog.provisionId));
    expect(orphans).toMatchObject([
      { action: "crm.lookup", detail: { email: "unknown@example.de", found: false } },
    ]);
  });
});

describe("audit log", () => {
  it("lists one provision's rows oldest first", async () => {
    const { provision } = await createCustomer(database.db, { email: "audited@example.de" });
    await recordAudit(database.db, {
      actorUserId: null,
      provisionId: provision.id,
      action: "provision.open",
    });
    await recordAudit(database.db, {
      actorUserId: null,
      provisionId: provision.id,
      action: "provision.read",
      detail: { n: 1 },
    });
    expect((await listAudit(database.db, provision.id)).map((row) => [row.action, row.detail])).toEqual([
      ["provision.open", {}],
      ["provision.read", { n: 1 }],
    ]);
    expect(await listAudit(database.db, "malformed")).toEqual([]);
  });
});
