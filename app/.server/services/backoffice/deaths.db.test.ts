/** The death report with four eyes (decision 0062) on a real database: every rule, refusal and audit entry. */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "~/.server/auth/actor";
import { loadConfig } from "~/.server/config";
import { createCustomer, createStaff, serviceFailure } from "~/.server/testing/crm";
import {
  auditLog,
  deathReports,
  letterDispatches,
  letters,
  mailOutbox,
  provisions,
  readAccessLinks,
  users,
} from "~/.server/db/schema";
import { useTestDatabase } from "~/.server/testing/test-database";
import type { ReportDeathInput } from "~/domain/validation/after-death";
import {
  confirmDeath,
  currentDeathReport,
  listDeathReports,
  readDeathReport,
  reportDeath,
  requestDeathRevocation,
  revokeDeath,
  setFuneralDate,
  withdrawDeath,
} from "./deaths";

const database = useTestDatabase({ seed: false });
const config = loadConfig({ SESSION_SECRET: "s".repeat(40), DATA_DIR: "/tmp/vp-deaths" });
const now = new Date("2026-11-26T10:00:00Z");
const options = { ip: "192.0.2.9", now };

let careId: string;
let adminId: string;
let secondAdminId: string;
let counter = 0;

function staff(userId: string, groups: string[], heldProvisionId: string | null = null): Actor {
  return {
    userId,
    email: "staff@vorsorgeportal.de",
    displayName: "Staff",
    groups,
    isStaff: true,
    ownProvisionId: null,
    heldProvisionId,
  };
}
const care = (held: string | null = null) => staff(careId, ["customercare"], held);
const admin = (held: string | null = null) => staff(adminId, ["admin"], held);

/** What the confirming admin types from the certificate: the report's number (spaced differently) and date. */
const certificate = {
  registryOffice: "Standesamt Kiel",
  registerNumber: "sta kiel 1234 / 2026",
  certificateDate: "2026-11-20" as const,
};

const input: ReportDeathInput = {
  reporterName: "Petra Muster",
  reporterRelation: "Tochter",
  reporterContact: "+494317654321",
  dateOfDeath: "2026-11-20",
  certificateReference: "StA Kiel 1234/2026",
};

async function customer() {
  counter += 1;
  const { provision } = await createCustomer(database.db, { email: `death-${counter}@example.de` });
  return provision;
}

async function reported() {
  const provision = await customer();
  const report = await reportDeath(database.db, care(provision.id), input, options);
  return { provision, report };
}

async function confirmed() {
  const { provision, report } = await reported();
  const outcome = await confirmDeath(
    database.db,
    admin(),
    { reportId: report.id, version: report.version, ...certificate },
    { ...options, config },
  );
  return { provision, report: outcome.report };
}

const auditOf = (provisionId: string, action: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.provisionId, provisionId), eq(auditLog.action, action)));

const reportsOf = (provisionId: string) =>
  database.db.select().from(deathReports).where(eq(deathReports.provisionId, provisionId));

beforeAll(async () => {
  careId = (await createStaff(database.db, "care-deaths@vorsorgeportal.de")).id;
  adminId = (await createStaff(database.db, "admin-deaths@vorsorgeportal.de")).id;
  secondAdminId = (await createStaff(database.db, "admin2-deaths@vorsorgeportal.de")).id;
});

describe("reporting a death", () => {
  it("records the report for the held provision, audits it without the full certificate reference", async () => {
    const { provision, report } = await reported();
    expect(report).toMatchObject({
      status: "reported",
      reportedBy: careId,
      dateOfDeath: "2026-11-20",
      version: 1,
    });
    const [entry] = await auditOf(provision.id, "death.reported");
    expect(entry!.detail).toMatchObject({
      reportId: report.id,
      reporterRelation: "Tochter",
      certificateReference: "…026",
    });
    expect(JSON.stringify(entry!.detail)).not.toContain("1234/2026");
    // The read of the customer's provision is audited too.
    expect(await auditOf(provision.id, "provision.read")).not.toHaveLength(0);
  });

  it("refuses a date of death in the future at its field; nothing stored, the refusal audited", async () => {
    const provision = await customer();
    const failure = await serviceFailure(() =>
      reportDeath(database.db, care(provision.id), { ...input, dateOfDeath: "2026-11-27" }, options),
    );
    expect(failure).toEqual({ code: "deathInFuture", status: 400, field: "dateOfDeath" });
    expect(await reportsOf(provision.id)).toHaveLength(0);
    const [refusal] = await auditOf(provision.id, "death.refused");
    expect(refusal!.detail).toMatchObject({ step: "report", reason: "deathInFuture" });
  });

  it("allows one open report per provision, and a new one after a withdrawal", async () => {
    const { provision, report } = await reported();
    expect(
      await serviceFailure(() => reportDeath(database.db, care(provision.id), input, options)),
    ).toMatchObject({
      code: "deathAlreadyReported",
      status: 409,
    });
    await withdrawDeath(
      database.db,
      care(),
      { reportId: report.id, version: 1, reason: "Namensverwechslung" },
      options,
    );
    const again = await reportDeath(database.db, care(provision.id), input, options);
    expect(again.status).toBe("reported");
    expect(await auditOf(provision.id, "death.refused")).toHaveLength(1);
  });

  it("refuses a report on a frozen provision", async () => {
    const provision = await customer();
    await database.db.update(provisions).set({ frozenAt: now }).where(eq(provisions.id, provision.id));
    expect(
      await serviceFailure(() => reportDeath(database.db, care(provision.id), input, options)),
    ).toMatchObject({
      code: "provisionFrozen",
      status: 409,
    });
  });

  it("needs a held provision, and is not for customers", async () => {
    expect(await serviceFailure(() => reportDeath(database.db, care(null), input, options))).toMatchObject({
      code: "notFound",
    });
    const provision = await customer();
    const owner: Actor = { ...care(), groups: [], isStaff: false, ownProvisionId: provision.id };
    expect(await serviceFailure(() => reportDeath(database.db, owner, input, options))).toMatchObject({
      code: "notFound",
    });
    expect(await reportsOf(provision.id)).toHaveLength(0);
  });
});

describe("confirming (four eyes)", () => {
  it("confirms, freezes the provision and tells customer care about the trusted person", async () => {
    const { provision, report } = await reported();
    await database.db
      .update(provisions)
      .set({ trustedPerson: { firstname: "Paul", lastname: "Muster", phone: "+494311111111" } })
      .where(eq(provisions.id, provision.id));
    const outcome = await confirmDeath(
      database.db,
      admin(),
      { reportId: report.id, version: 1, ...certificate },
      { ...options, config },
    );
    expect(outcome.report).toMatchObject({
      status: "confirmed",
      confirmedBy: adminId,
      registryOffice: "Standesamt Kiel",
      version: 2,
    });
    expect(outcome.trustedPerson).toEqual({ name: "Paul Muster", phone: "+494311111111" });
    const [frozen] = await database.db.select().from(provisions).where(eq(provisions.id, provision.id));
    expect(frozen!.frozenAt).not.toBeNull();
    expect(await auditOf(provision.id, "death.confirmed")).toHaveLength(1);
  });

  it("refuses the reporter (even an admin), customer care, and a stale form; nothing stored", async () => {
    const provision = await customer();
    const own = await reportDeath(database.db, admin(provision.id), input, options);
    const step = { reportId: own.id, version: 1, ...certificate };
    expect(
      await serviceFailure(() => confirmDeath(database.db, admin(), step, { ...options, config })),
    ).toEqual({
      code: "sameStaffConfirms",
      status: 403,
    });
    expect(
      await serviceFailure(() => confirmDeath(database.db, care(), step, { ...options, config })),
    ).toEqual({
      code: "notFound",
      status: 404,
    });
    const second = staff(secondAdminId, ["admin"]);
    expect(
      await serviceFailure(() =>
        confirmDeath(
          database.db,
          second,
          { reportId: own.id, version: 7, ...certificate },
          { ...options, config },
        ),
      ),
    ).toEqual({ code: "staleVersion", status: 409 });
    const [row] = await reportsOf(provision.id);
    expect(row).toMatchObject({ status: "reported", version: 1, confirmedBy: null });
    const reasons = (await auditOf(provision.id, "death.refused")).map((entry) => entry.detail.reason);
    expect(reasons).toEqual(["sameStaffConfirms", "adminOnly", "staleVersion"]);
  });

  it("confirms once when two admins confirm at the same time", async () => {
    const { provision, report } = await reported();
    const step = { reportId: report.id, version: 1, ...certificate };
    const results = await Promise.allSettled([
      confirmDeath(database.db, admin(), step, { ...options, config }),
      confirmDeath(database.db, staff(secondAdminId, ["admin"]), step, { ...options, config }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await auditOf(provision.id, "death.confirmed")).toHaveLength(1);
    const [row] = await reportsOf(provision.id);
    expect(row!.version).toBe(2);
  });

  it("refuses to confirm or withdraw a report that is no longer reported", async () => {
    const { report } = await confirmed();
    const step = { reportId: report.id, version: report.version, ...certificate };
    expect(
      await serviceFailure(() =>
        confirmDeath(database.db, staff(secondAdminId, ["admin"]), step, { ...options, config }),
      ),
    ).toMatchObject({ code: "deathReportClosed", status: 409 });
    expect(
      await serviceFailure(() => withdrawDeath(database.db, care(), { ...step, reason: "Irrtum" }, options)),
    ).toMatchObject({ code: "deathReportClosed", status: 409 });
  });

  it("answers an unknown or malformed report id with 404", async () => {
    for (const reportId of ["nope", "00000000-0000-4000-8000-000000000000"]) {
      expect(
        await serviceFailure(() =>
          confirmDeath(
            database.db,
            admin(),
            { reportId, version: 1, ...certificate },
            { ...options, config },
          ),
        ),
      ).toMatchObject({ code: "notFound", status: 404 });
      expect(
        await serviceFailure(() => readDeathReport(database.db, care(), { reportId }, options)),
      ).toMatchObject({
        code: "notFound",
      });
    }
  });
});

describe("withdrawing", () => {
  it("withdraws with the reason, by anyone of customer care", async () => {
    const { provision, report } = await reported();
    const withdrawn = await withdrawDeath(
      database.db,
      care(),
      { reportId: report.id, version: 1, reason: "Die Anruferin hat sich geirrt." },
      options,
    );
    expect(withdrawn).toMatchObject({
      status: "withdrawn",
      withdrawnBy: careId,
      withdrawReason: "Die Anruferin hat sich geirrt.",
    });
    const [frozen] = await database.db.select().from(provisions).where(eq(provisions.id, provision.id));
    expect(frozen!.frozenAt).toBeNull();
    expect(await auditOf(provision.id, "death.withdrawn")).toHaveLength(1);
  });
});

describe("the funeral date", () => {
  it("is refused before the confirmation and before the date of death", async () => {
    const { report } = await reported();
    expect(
      await serviceFailure(() =>
        setFuneralDate(
          database.db,
          care(),
          { reportId: report.id, version: 1, funeralDate: "2026-12-01" },
          options,
        ),
      ),
    ).toMatchObject({ code: "deathNotConfirmed", status: 409 });
    const done = await confirmed();
    expect(
      await serviceFailure(() =>
        setFuneralDate(
          database.db,
          care(),
          { reportId: done.report.id, version: done.report.version, funeralDate: "2026-11-19" },
          options,
        ),
      ),
    ).toEqual({ code: "funeralBeforeDeath", status: 400, field: "funeralDate" });
    const [row] = await reportsOf(done.provision.id);
    expect(row!.funeralDate).toBeNull();
  });

  it("schedules the letters, may be corrected, and is final once a letter was sent", async () => {
    const { provision, report } = await confirmed();
    // Two complete letters (text, recipient, shipping date) and one without a shipping date yet.
    const complete = {
      provisionId: provision.id,
      content: { text: "Liebe Grüße", styles: { color: "black", fontSize: 24, fontFamily: "caveat" } },
      recipient: {
        salutation: "madame",
        firstname: "Lena",
        lastname: "Neumann",
        street: "Lindenallee 5",
        postalcode: "24103",
        city: "Kiel",
      },
    };
    await database.db.insert(letters).values([
      { ...complete, shippingDate: { generic: "AFTER_FUNERAL" } },
      { ...complete, shippingDate: { generic: "YEAR_AFTER_FUNERAL" } },
      { ...complete, shippingDate: null },
    ]);
    const first = await setFuneralDate(
      database.db,
      care(),
      { reportId: report.id, version: report.version, funeralDate: "2026-11-20" },
      options,
    );
    expect(first.scheduled).toBe(2);
    expect(first.report).toMatchObject({ funeralDate: "2026-11-20", funeralDateSetBy: careId });

    // The same date again changes nothing.
    expect(
      await serviceFailure(() =>
        setFuneralDate(
          database.db,
          care(),
          { reportId: report.id, version: first.report.version, funeralDate: "2026-11-20" },
          options,
        ),
      ),
    ).toMatchObject({ code: "unchanged" });

    const corrected = await setFuneralDate(
      database.db,
      admin(),
      { reportId: report.id, version: first.report.version, funeralDate: "2026-11-28" },
      options,
    );
    const dates = await database.db
      .select({ dueOn: letterDispatches.dueOn })
      .from(letterDispatches)
      .where(eq(letterDispatches.provisionId, provision.id));
    expect(dates.map((row) => row.dueOn).sort()).toEqual(["2026-12-12", "2027-11-28"]);

    await database.db
      .update(letterDispatches)
      .set({ status: "sent", sentOn: "2026-12-12" })
      .where(eq(letterDispatches.dueOn, "2026-12-12"));
    expect(
      await serviceFailure(() =>
        setFuneralDate(
          database.db,
          care(),
          { reportId: report.id, version: corrected.report.version, funeralDate: "2026-11-29" },
          options,
        ),
      ),
    ).toMatchObject({ code: "letterAlreadySent", status: 409 });
    const view = await readDeathReport(database.db, care(), { reportId: report.id }, options);
    expect(view.letters).toEqual({ scheduled: 1, sent: 1 });
    expect(view.steps).toEqual([]);
    const audited = await auditOf(provision.id, "death.funeralDate");
    expect(audited.map((entry) => entry.detail.funeralDate)).toEqual(["2026-11-20", "2026-11-28"]);
  });
});

describe("reading", () => {
  it("lists the reports by group, awaiting oldest first, and finds the current report of a provision", async () => {
    const older = await reported();
    const newer = await reported();
    const lists = await listDeathReports(database.db, care(), options);
    const awaiting = lists.awaiting.map((row) => row.id);
    expect(awaiting.indexOf(older.report.id)).toBeLessThan(awaiting.indexOf(newer.report.id));
    expect(lists.awaiting[0]).toMatchObject({
      customerName: "Erika Muster",
      reportedBy: "care-deaths@vorsorgeportal.de",
    });
    expect(lists.withdrawn.length).toBeGreaterThan(0);
    expect(await currentDeathReport(database.db, care(), older.provision.id)).toEqual({
      id: older.report.id,
      status: "reported",
    });
  });

  it("shows the steps the actor may take", async () => {
    const { report } = await reported();
    expect((await readDeathReport(database.db, care(), { reportId: report.id }, options)).steps).toEqual([
      "withdraw",
    ]);
    expect((await readDeathReport(database.db, admin(), { reportId: report.id }, options)).steps).toEqual([
      "confirm",
      "withdraw",
    ]);
  });
});

describe("four eyes means two people (decision 0092)", () => {
  /** A staff account invited by `inviter` (as `inviteStaff` records it). */
  async function invitedBy(inviter: string, role: "admin" | "customercare" = "admin") {
    counter += 1;
    const made = await createStaff(database.db, `invited-${counter}@vorsorgeportal.de`);
    await database.db
      .update(users)
      .set({ invitedBy: inviter, groups: [role] })
      .where(eq(users.id, made.id));
    return made.id;
  }

  it("refuses an admin account the reporter invited (one person, two accounts), and the reporter's inviter", async () => {
    const provision = await customer();
    const own = await reportDeath(database.db, admin(provision.id), input, options);
    const sockPuppet = staff(await invitedBy(adminId), ["admin"]);
    const step = { reportId: own.id, version: 1, ...certificate };
    expect(
      await serviceFailure(() => confirmDeath(database.db, sockPuppet, step, { ...options, config })),
    ).toEqual({
      code: "linkedStaffConfirms",
      status: 403,
    });
    // The other way round: the admin invited the customer-care account that reported.
    const other = await customer();
    const invitee = await invitedBy(adminId, "customercare");
    const theirs = await reportDeath(database.db, staff(invitee, ["customercare"], other.id), input, options);
    expect(
      await serviceFailure(() =>
        confirmDeath(
          database.db,
          admin(),
          { reportId: theirs.id, version: 1, ...certificate },
          { ...options, config },
        ),
      ),
    ).toMatchObject({ code: "linkedStaffConfirms" });
    expect((await reportsOf(provision.id))[0]).toMatchObject({ status: "reported", confirmedBy: null });
    const [open] = await database.db.select().from(provisions).where(eq(provisions.id, provision.id));
    expect(open!.frozenAt).toBeNull();
    const reasons = (await auditOf(provision.id, "death.refused")).map((entry) => entry.detail.reason);
    expect(reasons).toEqual(["linkedStaffConfirms"]);
  });

  it("refuses a register number or date of death that disagrees with the report, at its field, audited", async () => {
    const { provision, report } = await reported();
    const step = { reportId: report.id, version: 1, ...certificate, registerNumber: "StA Kiel 1235/2026" };
    const refused = await confirmDeath(database.db, admin(), step, { ...options, config }).catch(
      (e: unknown) => e,
    );
    expect(refused).toMatchObject({ code: "certificateMismatch", status: 400, field: "registerNumber" });
    const late = { reportId: report.id, version: 1, ...certificate, certificateDate: "2026-11-21" as const };
    expect(
      await confirmDeath(database.db, admin(), late, { ...options, config }).catch((e: unknown) => e),
    ).toMatchObject({ code: "certificateMismatch", field: "certificateDate" });
    expect((await reportsOf(provision.id))[0]).toMatchObject({ status: "reported", registryOffice: null });
    const reasons = (await auditOf(provision.id, "death.refused")).map((entry) => entry.detail.reason);
    expect(reasons).toEqual(["certificateMismatch", "certificateMismatch"]);
  });

  it("takes a mistaken confirmation back with two independent admins: the plan is open again and the trusted person told", async () => {
    const { provision, report } = await reported();
    await database.db
      .update(provisions)
      .set({
        trustedPerson: {
          firstname: "Paul",
          lastname: "Muster",
          phone: "+494311111111",
          email: "paul@example.de",
          readAccessGrantedAt: "2026-05-01T10:00:00.000Z",
        },
      })
      .where(eq(provisions.id, provision.id));
    const outcome = await confirmDeath(
      database.db,
      admin(),
      { reportId: report.id, version: 1, ...certificate },
      { ...options, config },
    );
    expect(outcome.trustedPersonMailed).toBe(true);
    const [link] = await database.db
      .select()
      .from(readAccessLinks)
      .where(eq(readAccessLinks.provisionId, provision.id));
    expect(link!.revokedAt).toBeNull();

    // Customer care cannot ask; an admin asks with a reason; the same admin cannot take it back.
    const ask = {
      reportId: report.id,
      version: 2,
      reason: "Namensgleichheit: die Urkunde gehört einer anderen Person.",
    };
    expect(
      await serviceFailure(() => requestDeathRevocation(database.db, care(), ask, options)),
    ).toMatchObject({
      code: "notFound",
    });
    const asked = await requestDeathRevocation(database.db, admin(), ask, options);
    expect(asked).toMatchObject({ status: "confirmed", revocationRequestedBy: adminId, version: 3 });
    expect(
      await serviceFailure(() =>
        revokeDeath(database.db, admin(), { reportId: report.id, version: 3 }, { ...options, config }),
      ),
    ).toEqual({ code: "sameStaffRevokes", status: 403 });
    const linked = staff(await invitedBy(adminId), ["admin"]);
    expect(
      await serviceFailure(() =>
        revokeDeath(database.db, linked, { reportId: report.id, version: 3 }, { ...options, config }),
      ),
    ).toMatchObject({ code: "sameStaffRevokes" });
    const [stillFrozen] = await database.db.select().from(provisions).where(eq(provisions.id, provision.id));
    expect(stillFrozen!.frozenAt).not.toBeNull();

    const revoked = await revokeDeath(
      database.db,
      staff(secondAdminId, ["admin"]),
      { reportId: report.id, version: 3 },
      { ...options, config },
    );
    expect(revoked).toMatchObject({ trustedPersonMailed: true, paypalEnded: 0 });
    expect(revoked.report).toMatchObject({
      status: "withdrawn",
      withdrawnBy: secondAdminId,
      confirmedBy: adminId,
    });
    const [open] = await database.db.select().from(provisions).where(eq(provisions.id, provision.id));
    expect(open).toMatchObject({ frozenAt: null, frozenFees: null });
    const [ended] = await database.db
      .select()
      .from(readAccessLinks)
      .where(eq(readAccessLinks.provisionId, provision.id));
    expect(ended!.revokedAt).not.toBeNull();
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "paul@example.de"));
    expect(mails.map((mail) => mail.template)).toEqual([
      "afterDeath.trustedPerson",
      "afterDeath.trustedPersonCorrection",
    ]);
    expect(mails[1]!.text).toMatch(/war ein Irrtum/);
    expect(mails[1]!.text).toMatch(/funktioniert nicht mehr/);
    const [audit] = await auditOf(provision.id, "death.revoked");
    expect(audit!.detail).toMatchObject({ requestedBy: adminId, trustedPersonMailed: true });
    // The plan takes changes again, and a new report may be made.
    await database.db
      .update(provisions)
      .set({ lastname: "Muster-Neu" })
      .where(eq(provisions.id, provision.id));
    const again = await reportDeath(database.db, care(provision.id), input, options);
    expect(again.status).toBe("reported");
  });
});
