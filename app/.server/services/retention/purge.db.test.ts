/**
 * Each kind of the retention job at the edge of its period (decision 0100): a row whose event is exactly at the
 * cutoff stays, one a millisecond earlier goes; the accounts' rules (unconfirmed, deceased, deleted), the
 * read-access link that decides the access after a death, and nothing of a customer whose death was reported.
 * The rows are written with the instants they need; `now` is a day in 2031, years after the real time.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { readAccessStands } from "~/domain/after-death/rules";
import { startOfGermanDay } from "~/domain/billing/trial";
import { RETENTION, RETENTION_KINDS, retentionCutoff, type RetentionKind } from "~/domain/retention";
import type { Db } from "../../db/client";
import {
  apiIdempotency,
  auditLog,
  bookingRecords,
  cancellations,
  deathReports,
  identityTokens,
  letterDispatches,
  letters,
  loginAttempts,
  mailOutbox,
  partnerApiKeys,
  passkeyChallenges,
  payments,
  proposals,
  provisions,
  readAccessLinks,
  scheduledMails,
  staffProviderSessions,
  trackingEvents,
  users,
  wizardDrafts,
} from "../../db/schema";
import { addPayment, createCustomer, createStaff } from "../../testing/crm";
import { addLetter, customerWithStaff, reportDeath, schedule } from "../../testing/dispatch";
import { useTestDatabase } from "../../testing/test-database";
import { eraseAccounts } from "../profile/delete-account";
import { PURGES } from "./purge";

const database = useTestDatabase({ seed: false });

const NOW = new Date("2031-06-15T10:00:00+02:00");
const MS = 1;
const DAY = 86_400_000;

/** One kind's purge at `now`, in its own transaction, as the job runs it. */
function purge(kind: RetentionKind, now = NOW): Promise<number> {
  const before = retentionCutoff(RETENTION[kind], now);
  return database.db.transaction((tx) => PURGES[kind](tx as unknown as Db, before, now));
}

const cutoff = (kind: RetentionKind) => retentionCutoff(RETENTION[kind], NOW);

let counter = 0;
const tag = (what: string) => `${what}-${(counter += 1)}`;

async function customer(options: { confirmed?: boolean; paid?: boolean } = {}) {
  return createCustomer(database.db, { email: `${tag("kunde")}@example.de`, confirmed: true, ...options });
}

/** The cutoff `at` of a kind that keeps a row at the cutoff: that row stays, one a millisecond earlier goes. */
const edge = (at: Date) => ({ inside: at, outside: new Date(at.getTime() - MS) });
/** The cutoff of a kind that also deletes the row at it (sign-in attempts, drafts). */
const edgeInclusive = (at: Date) => ({ inside: new Date(at.getTime() + MS), outside: at });

/** A kind whose rows carry one instant the period counts from: how to write a row, and which of them are left. */
interface Edge {
  kind: RetentionKind;
  /** The instant of a row that stays and of one that goes. */
  inside: Date;
  outside: Date;
  add(at: Date, name: string): Promise<void>;
  left(names: string[]): Promise<string[]>;
}

/** Which of `list` are still the value of `value` (a text column, or an expression) in `table`, sorted. */
async function present(table: PgTable, value: AnyPgColumn | SQL, list: string[]): Promise<string[]> {
  const rows = await database.db
    .select({ value: sql<string>`${value}` })
    .from(table)
    .where(inArray(sql`${value}`, list));
  return rows.map((row) => row.value).sort();
}

/** The empty letters' ids by the names the edge test gives them (a letter has no name of its own). */
const emptyLetterIds = new Map<string, string>();

async function edges(): Promise<Edge[]> {
  const owner = await customer();
  const [apiKey] = await database.db
    .insert(partnerApiKeys)
    .values({ name: "Partner", prefix: "vp_live_abc", keyHash: tag("hash") })
    .returning();
  const sentMail = (template: string) => async (at: Date, name: string) => {
    await database.db.insert(mailOutbox).values({
      to: `${name}@example.de`,
      subject: name,
      text: "x",
      status: "sent",
      template,
      createdAt: at,
    });
  };
  const mailsLeft = (subjects: string[]) => present(mailOutbox, mailOutbox.subject, subjects);
  const login = (at: Date) => new Date(at.getTime() - 15 * 60_000);
  return [
    {
      kind: "signInAttempts",
      // A sign-in attempt counts for 15 minutes; one that old no longer counts for anything.
      ...edgeInclusive(login(NOW)),
      add: async (at, name) => {
        await database.db
          .insert(loginAttempts)
          .values({ action: "login", email: name, ip: null, createdAt: at });
      },
      left: (list) => present(loginAttempts, loginAttempts.email, list),
    },
    {
      kind: "identityTokens",
      ...edge(cutoff("identityTokens")),
      add: async (at, name) => {
        await database.db
          .insert(identityTokens)
          .values({ kind: "refresh", tokenHash: name, userId: owner.user.id, expiresAt: at });
      },
      left: (list) => present(identityTokens, identityTokens.tokenHash, list),
    },
    {
      kind: "staffProviderSessions",
      ...edge(cutoff("staffProviderSessions")),
      add: async (at, name) => {
        await database.db
          .insert(staffProviderSessions)
          .values({ familyId: randomUUID(), userId: owner.user.id, refreshToken: { name }, checkedAt: at });
      },
      left: (list) =>
        present(staffProviderSessions, sql`${staffProviderSessions.refreshToken} ->> 'name'`, list),
    },
    {
      kind: "passkeyChallenges",
      ...edge(NOW),
      add: async (at, name) => {
        await database.db
          .insert(passkeyChallenges)
          .values({ purpose: "signIn", challenge: name, expiresAt: at });
      },
      left: (list) => present(passkeyChallenges, passkeyChallenges.challenge, list),
    },
    {
      kind: "wizardDrafts",
      ...edgeInclusive(NOW),
      add: async (at, name) => {
        await database.db
          .insert(wizardDrafts)
          .values({ keyHash: name, wizard: "registration", expiresAt: at });
      },
      left: (list) => present(wizardDrafts, wizardDrafts.keyHash, list),
    },
    {
      kind: "emptyLetters",
      ...edge(cutoff("emptyLetters")),
      add: async (at, name) => {
        const id = randomUUID();
        emptyLetterIds.set(name, id);
        await database.db.insert(letters).values({ id, provisionId: owner.provision.id, createdAt: at });
      },
      left: async (list) => {
        const ids = list.map((name) => emptyLetterIds.get(name)!);
        const rows = await database.db
          .select({ id: letters.id })
          .from(letters)
          .where(inArray(letters.id, ids));
        return list.filter((name) => rows.some((row) => row.id === emptyLetterIds.get(name))).sort();
      },
    },
    {
      kind: "outboxMails",
      ...edge(cutoff("outboxMails")),
      add: sentMail("passwordReset"),
      left: mailsLeft,
    },
    {
      kind: "commercialMails",
      // Six years after the end of the year: the order confirmations of 2025 stay through 2031.
      ...edge(startOfGermanDay("2025-01-01")),
      add: sentMail("orderConfirmation"),
      left: mailsLeft,
    },
    {
      kind: "auditRows",
      ...edge(startOfGermanDay("2028-01-01")),
      add: async (at, name) => {
        await database.db.insert(auditLog).values({ action: "provision.read", detail: { name }, at });
      },
      left: (list) => present(auditLog, sql`${auditLog.detail} ->> 'name'`, list),
    },
    {
      kind: "trackingEvents",
      ...edge(cutoff("trackingEvents")),
      add: async (at, name) => {
        await database.db.insert(trackingEvents).values({ name, createdAt: at });
      },
      left: (list) => present(trackingEvents, trackingEvents.name, list),
    },
    {
      kind: "scheduledMailMarkers",
      ...edge(cutoff("scheduledMailMarkers")),
      add: async (at, name) => {
        await database.db.insert(scheduledMails).values({ key: name, kind: "yearly-reminder", dueAt: at });
      },
      left: (list) => present(scheduledMails, scheduledMails.key, list),
    },
    {
      kind: "idempotencyKeys",
      ...edge(cutoff("idempotencyKeys")),
      add: async (at, name) => {
        await database.db.insert(apiIdempotency).values({
          apiKeyId: apiKey!.id,
          idempotencyKey: name,
          requestHash: "h",
          status: 201,
          body: {},
          createdAt: at,
        });
      },
      left: (list) => present(apiIdempotency, apiIdempotency.idempotencyKey, list),
    },
    {
      kind: "cancellations",
      ...edge(startOfGermanDay("2025-01-01")),
      add: async (at, name) => {
        await database.db
          .insert(cancellations)
          .values({ name, email: "k@example.de", contractNumber: "100001", createdAt: at });
      },
      left: (list) => present(cancellations, cancellations.name, list),
    },
    {
      kind: "bookingRecords",
      // Ten years after the end of the year of the last entry: the records of 2021 stay through 2031.
      ...edge(startOfGermanDay("2021-01-01")),
      add: async (at, name) => {
        await database.db.insert(bookingRecords).values({
          id: randomUUID(),
          provisionId: randomUUID(),
          contractNumber: 100001,
          payment: { name },
          lastEntryAt: at,
          archivedAt: at,
        });
      },
      left: (list) => present(bookingRecords, sql`${bookingRecords.payment} ->> 'name'`, list),
    },
  ];
}

describe("the edge of each period", () => {
  it("keeps the row at the cutoff and deletes the one a millisecond before", async () => {
    for (const each of await edges()) {
      const inside = tag(`${each.kind}-inside`);
      const outside = tag(`${each.kind}-outside`);
      await each.add(each.inside, inside);
      await each.add(each.outside, outside);
      expect(await each.left([inside, outside]), each.kind).toEqual([inside, outside].sort());
      expect(await purge(each.kind), each.kind).toBeGreaterThanOrEqual(1);
      expect(await each.left([inside, outside]), each.kind).toEqual([inside]);
      // Run again: nothing more of this kind goes.
      expect(await purge(each.kind), each.kind).toBe(0);
      expect(await each.left([inside, outside]), each.kind).toEqual([inside]);
    }
  });

  it("deletes a letter left empty, never one begun, however old", async () => {
    const owner = await customer();
    const old = new Date(cutoff("emptyLetters").getTime() - 30 * DAY);
    const [begun] = await database.db
      .insert(letters)
      .values({
        provisionId: owner.provision.id,
        createdAt: old,
        shippingDate: { generic: "AFTER_FUNERAL", exact: null },
      })
      .returning();
    await purge("emptyLetters");
    expect(await database.db.select().from(letters).where(eq(letters.id, begun!.id))).toHaveLength(1);
  });

  it("the year-end periods: six, three and ten years counted from the end of the German calendar year", () => {
    // 2031-06-15: commercial letters of 2024 and earlier go, audit rows of 2027 and earlier, booking records of 2020.
    expect(cutoff("commercialMails")).toEqual(startOfGermanDay("2025-01-01"));
    expect(cutoff("auditRows")).toEqual(startOfGermanDay("2028-01-01"));
    expect(cutoff("bookingRecords")).toEqual(startOfGermanDay("2021-01-01"));
    // New Year's night in Germany is still the old year in UTC.
    expect(retentionCutoff(RETENTION.auditRows, new Date("2031-12-31T23:30:00Z"))).toEqual(
      startOfGermanDay("2029-01-01"),
    );
  });

  it("never takes a mail still to be sent", async () => {
    const name = tag("pending");
    await database.db.insert(mailOutbox).values({
      to: "a@example.de",
      subject: name,
      text: "x",
      status: "pending",
      template: "passwordReset",
      createdAt: new Date("2020-01-01T00:00:00Z"),
    });
    await purge("outboxMails");
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, name))).toHaveLength(1);
  });
});

describe("unconfirmed sign-ups", () => {
  const before = () => cutoff("unconfirmedSignUps");

  /** An unconfirmed account whose last sign-up, sign-in or change was at `lastActivity`. */
  async function signUp(lastActivity: Date, options: { confirmed?: boolean } = {}) {
    const made = await customer({ confirmed: options.confirmed ?? false });
    const old = new Date(lastActivity.getTime() - 10 * DAY);
    await database.db
      .update(users)
      .set({ createdAt: old, lastLoginAt: lastActivity })
      .where(eq(users.id, made.user.id));
    await database.db
      .update(provisions)
      .set({ createdAt: old, updatedAt: old })
      .where(eq(provisions.id, made.provision.id));
    return made;
  }
  const exists = async (made: Awaited<ReturnType<typeof customer>>) =>
    (await database.db.select().from(users).where(eq(users.id, made.user.id))).length === 1;

  it("deletes an account unconfirmed for 90 days with its provision, and takes the person out of its offer", async () => {
    const stale = await signUp(new Date(before().getTime() - MS));
    const recent = await signUp(before());
    const confirmed = await signUp(new Date("2020-01-01T00:00:00Z"), { confirmed: true });

    expect(await purge("unconfirmedSignUps")).toBeGreaterThanOrEqual(1);

    expect(await exists(stale)).toBe(false);
    expect(await database.db.select().from(provisions).where(eq(provisions.id, stale.provision.id))).toEqual(
      [],
    );
    const [offer] = await database.db.select().from(proposals).where(eq(proposals.id, stale.proposal!.id));
    expect(offer).toMatchObject({
      firstname: null,
      lastname: null,
      email: null,
      phone: null,
      funeralType: "cremation",
    });
    expect(await exists(recent)).toBe(true);
    expect(await exists(confirmed)).toBe(true);
  });

  it("keeps an unconfirmed account whose owner asked for a new confirmation link since", async () => {
    const asked = await signUp(new Date("2020-01-01T00:00:00Z"));
    await database.db.insert(identityTokens).values({
      kind: "confirmation",
      tokenHash: tag("link"),
      userId: asked.user.id,
      expiresAt: NOW,
      createdAt: before(),
    });
    await purge("unconfirmedSignUps");
    expect(await exists(asked)).toBe(true);
  });

  it("keeps an unconfirmed account that paid, or whose death was reported", async () => {
    const paid = await signUp(new Date("2020-01-01T00:00:00Z"));
    await addPayment(database.db, paid.provision.id);
    const reported = await signUp(new Date("2020-01-01T00:00:00Z"));
    const staff = await createStaff(database.db, `${tag("care")}@vorsorgeportal.de`);
    await database.db.insert(deathReports).values({
      provisionId: reported.provision.id,
      reporterName: "Grete Muster",
      reporterRelation: "Tochter",
      reporterContact: "+491701234567",
      dateOfDeath: "2020-01-01",
      certificateReference: "S 1/2020",
      reportedBy: staff.id,
    });
    // The change the payment's trigger made counts as activity; set it back.
    await database.db
      .update(provisions)
      .set({ updatedAt: new Date("2020-01-01T00:00:00Z") })
      .where(inArray(provisions.id, [paid.provision.id, reported.provision.id]));

    await purge("unconfirmedSignUps");
    expect(await exists(paid)).toBe(true);
    expect(await exists(reported)).toBe(true);
  });
});

describe("a deceased customer's file", () => {
  /** Confirmed death (2027-03-02), funeral 2027-03-10, one letter posted at `sentAt`, one payment. */
  async function deceased(sentAt: Date, options: { open?: "letter" | "link" } = {}) {
    const made = await customerWithStaff(database.db);
    await addPayment(database.db, made.provision.id, { createdAt: new Date("2026-05-01T10:00:00Z") });
    await reportDeath(database.db, made);
    const letter = await addLetter(database.db, made.provision.id);
    await schedule(database.db, made.provision.id, "2027-03-10", new Date("2027-03-05T10:00:00Z"));
    await database.db
      .update(letterDispatches)
      .set({ status: "sent", sentOn: "2027-03-24", sentAt })
      .where(eq(letterDispatches.letterId, letter.id));
    if (options.open === "letter") {
      const later = await addLetter(database.db, made.provision.id, {
        shipping: { generic: "EXACT_DATE", exact: { day: "01.01.", exactYear: "2040" } },
      });
      await database.db
        .insert(letterDispatches)
        .values({ letterId: later.id, provisionId: made.provision.id, dueOn: "2040-01-01", rule: "exact" });
    }
    if (options.open === "link") {
      await database.db.insert(readAccessLinks).values({
        provisionId: made.provision.id,
        tokenHash: tag("token"),
        email: "grete@example.de",
        expiresAt: new Date("2040-01-01T00:00:00Z"),
      });
    }
    return made;
  }
  const exists = async (made: { provision: { id: string } }) =>
    (await database.db.select().from(provisions).where(eq(provisions.id, made.provision.id))).length === 1;

  it("goes three years after the end of the year its after-death work ended, keeping its booking records", async () => {
    const done2027 = await deceased(new Date("2027-03-24T10:00:00Z"));
    const done2028 = await deceased(new Date("2028-01-01T00:30:00+01:00"));

    await purge("deceasedFiles");
    expect(await exists(done2027)).toBe(false);
    expect(await database.db.select().from(users).where(eq(users.id, done2027.user.id))).toEqual([]);
    expect(
      await database.db
        .select()
        .from(deathReports)
        .where(eq(deathReports.provisionId, done2027.provision.id)),
    ).toEqual([]);
    const [record] = await database.db
      .select()
      .from(bookingRecords)
      .where(eq(bookingRecords.provisionId, done2027.provision.id));
    expect(record).toMatchObject({ contractNumber: done2027.provision.number });
    // The work that ended in January 2028 stays through 2031 and goes in the first minute of 2032.
    expect(await exists(done2028)).toBe(true);
    await purge("deceasedFiles", new Date(startOfGermanDay("2032-01-01").getTime() - MS));
    expect(await exists(done2028)).toBe(true);
    await purge("deceasedFiles", startOfGermanDay("2032-01-01"));
    expect(await exists(done2028)).toBe(false);
  });

  it("stays while a letter is still to be posted or a read-access link is open, and while a death is only reported", async () => {
    const letterOpen = await deceased(new Date("2027-03-24T10:00:00Z"), { open: "letter" });
    const linkOpen = await deceased(new Date("2027-03-24T10:00:00Z"), { open: "link" });
    const reported = await customerWithStaff(database.db);
    await reportDeath(database.db, reported, { status: "reported", frozen: false });

    await purge("deceasedFiles", new Date("2035-01-01T12:00:00Z"));
    expect(await exists(letterOpen)).toBe(true);
    expect(await exists(linkOpen)).toBe(true);
    expect(await exists(reported)).toBe(true);
  });
});

describe("a deleted account's remains", () => {
  it("its mails go with it, the rest the next night; the copies of commercial letters stay", async () => {
    const gone = await customer();
    const living = await customer();
    const rows = async (made: Awaited<ReturnType<typeof customer>>) => {
      const at = new Date("2031-06-01T10:00:00Z");
      const mail = (template: string, status: "sent" | "pending" = "sent") => ({
        to: made.provision.userEmail,
        subject: template,
        text: "x",
        status,
        template,
        userId: made.user.id,
        provisionId: made.provision.id,
        createdAt: at,
      });
      await database.db
        .insert(mailOutbox)
        .values([mail("yearlyReminder"), mail("orderConfirmation"), mail("passwordChanged", "pending")]);
      await database.db.insert(trackingEvents).values({
        name: "signup",
        provisionId: made.provision.id,
        userId: made.user.id,
        data: { email: made.provision.userEmail },
        createdAt: at,
      });
      await database.db.insert(scheduledMails).values({
        key: `yearly-reminder:${made.provision.id}:2031`,
        kind: "yearly-reminder",
        provisionId: made.provision.id,
        dueAt: at,
      });
    };
    const left = async (provisionId: string) => ({
      mails: (await database.db.select().from(mailOutbox).where(eq(mailOutbox.provisionId, provisionId)))
        .map((m) => m.template)
        .sort(),
      events: (
        await database.db.select().from(trackingEvents).where(eq(trackingEvents.provisionId, provisionId))
      ).length,
      markers: (
        await database.db.select().from(scheduledMails).where(eq(scheduledMails.provisionId, provisionId))
      ).length,
    });
    await rows(gone);
    await rows(living);

    await database.db.transaction((tx) => eraseAccounts(tx as unknown as Db, [gone.user.id], NOW));
    // At once: the sent mail; the order confirmation stays, the mail still to send is sent first.
    expect((await left(gone.provision.id)).mails).toEqual(["orderConfirmation", "passwordChanged"]);

    // The next night: its tracking event and its marker.
    expect(await purge("deletedAccounts")).toBe(2);
    expect(await left(gone.provision.id)).toEqual({
      mails: ["orderConfirmation", "passwordChanged"],
      events: 0,
      markers: 0,
    });
    // Once sent, the last mail goes too.
    await database.db
      .update(mailOutbox)
      .set({ status: "sent" })
      .where(and(eq(mailOutbox.provisionId, gone.provision.id), eq(mailOutbox.status, "pending")));
    expect(await purge("deletedAccounts")).toBe(1);
    expect(await left(gone.provision.id)).toEqual({ mails: ["orderConfirmation"], events: 0, markers: 0 });
    expect(await purge("deletedAccounts")).toBe(0);

    expect(await left(living.provision.id)).toEqual({
      mails: ["orderConfirmation", "passwordChanged", "yearlyReminder"],
      events: 1,
      markers: 1,
    });
  });
});

describe("proposals no account took up", () => {
  it("lose their person after 90 days and keep the offer; a customer's proposal keeps everything", async () => {
    const proposal = async (createdAt: Date) => {
      const [row] = await database.db
        .insert(proposals)
        .values({
          funeralType: "burial",
          funeralPlan: "high",
          firstname: "Hans",
          lastname: "Partner",
          email: `${tag("lead")}@example.de`,
          phone: "+494311234567",
          provisionBirth: "1950-01-01",
          createdAt,
        })
        .returning();
      return row!;
    };
    const old = await proposal(new Date(cutoff("proposalsWithoutAccount").getTime() - MS));
    const young = await proposal(cutoff("proposalsWithoutAccount"));
    const taken = await customer();
    await database.db
      .update(proposals)
      .set({ createdAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(proposals.id, taken.proposal!.id));

    expect(await purge("proposalsWithoutAccount")).toBeGreaterThanOrEqual(1);
    const read = async (id: string) =>
      (await database.db.select().from(proposals).where(eq(proposals.id, id)))[0];
    expect(await read(old.id)).toMatchObject({
      firstname: null,
      lastname: null,
      email: null,
      phone: null,
      provisionBirth: null,
      funeralType: "burial",
      funeralPlan: "high",
    });
    expect(await read(young.id)).toMatchObject({ firstname: "Hans" });
    expect(await read(taken.proposal!.id)).toMatchObject({ firstname: "Erika" });
    expect(await purge("proposalsWithoutAccount")).toBe(0);
  });
});

describe("read-access links", () => {
  /** A provision whose trusted person was granted access (or not), and its links in the order given. */
  async function withLinks(granted: boolean, links: { revoked: boolean; expiresAt?: Date }[]) {
    const made = await customer();
    const email = `${tag("person")}@example.de`;
    await database.db
      .update(provisions)
      .set({
        trustedPerson: {
          firstname: "Grete",
          lastname: "Muster",
          phone: "+491701234567",
          email,
          readAccessGrantedAt: granted ? "2029-01-01T00:00:00.000Z" : null,
        },
      })
      .where(eq(provisions.id, made.provision.id));
    for (const [index, link] of links.entries()) {
      await database.db.insert(readAccessLinks).values({
        provisionId: made.provision.id,
        tokenHash: tag("link"),
        email,
        createdAt: new Date(Date.UTC(2029, 0, 1 + index)),
        expiresAt: link.expiresAt ?? new Date(Date.UTC(2029, 1, 1 + index)),
        revokedAt: link.revoked ? new Date(Date.UTC(2029, 0, 10 + index)) : null,
      });
    }
    const stands = async () => {
      const sent = await database.db
        .select()
        .from(readAccessLinks)
        .where(eq(readAccessLinks.provisionId, made.provision.id));
      return { stands: readAccessStands(granted ? "2029" : null, email, sent), links: sent.length };
    };
    return { made, stands };
  }

  it("go 90 days after they ended, but never change whether the access stands after a death", async () => {
    // Revoked, then a newer one that ran out: the access stands (a link ran out, none revoked it).
    const revokedThenExpired = await withLinks(true, [{ revoked: true }, { revoked: false }]);
    // One ran out, a newer one was revoked: it still stands, by the older link.
    const expiredThenRevoked = await withLinks(true, [{ revoked: false }, { revoked: true }]);
    // Every link revoked: withdrawn. Deleting them all would make it stand again.
    const allRevoked = await withLinks(true, [{ revoked: true }, { revoked: true }]);
    // Never granted (or granted to another address since): nothing decides anything.
    const notGranted = await withLinks(false, [{ revoked: true }, { revoked: false }]);
    // Ended 90 days ago exactly: stays.
    const recent = await withLinks(false, [{ revoked: false, expiresAt: cutoff("readAccessLinks") }]);
    const before = await Promise.all(
      [revokedThenExpired, expiredThenRevoked, allRevoked].map((c) => c.stands()),
    );
    expect(before.map((b) => b.stands)).toEqual([true, true, false]);

    await purge("readAccessLinks");

    expect(await revokedThenExpired.stands()).toEqual({ stands: true, links: 1 });
    expect(await expiredThenRevoked.stands()).toEqual({ stands: true, links: 1 });
    expect(await allRevoked.stands()).toEqual({ stands: false, links: 1 });
    expect(await notGranted.stands()).toEqual({ stands: false, links: 0 });
    expect((await recent.stands()).links).toBe(1);
  });
});

describe("after a reported death", () => {
  it("nothing of the customer's records goes while the report stands; once withdrawn, they follow their periods", async () => {
    const made = await customerWithStaff(database.db);
    await reportDeath(database.db, made, { status: "reported", frozen: false });
    const provisionId = made.provision.id;
    const old = new Date("2019-01-01T00:00:00Z");
    await database.db.insert(auditLog).values({ action: "provision.read", provisionId, at: old });
    await database.db.insert(mailOutbox).values([
      {
        to: "a@example.de",
        subject: "s",
        text: "x",
        status: "sent",
        template: "yearlyReminder",
        provisionId,
        createdAt: old,
      },
      {
        to: "a@example.de",
        subject: "s",
        text: "x",
        status: "sent",
        template: "orderConfirmation",
        provisionId,
        createdAt: old,
      },
    ]);
    await database.db.insert(trackingEvents).values({ name: "signup", provisionId, createdAt: old });
    await database.db.insert(scheduledMails).values({
      key: `yearly-reminder:${provisionId}:2019`,
      kind: "yearly-reminder",
      provisionId,
      dueAt: old,
    });
    await database.db.insert(cancellations).values({
      provisionId,
      name: "Erika Muster",
      email: "a@example.de",
      contractNumber: "1",
      createdAt: old,
    });
    await database.db.insert(readAccessLinks).values({
      provisionId,
      tokenHash: tag("token"),
      email: "grete@example.de",
      createdAt: old,
      expiresAt: old,
    });
    const held = async () => ({
      audit: (await database.db.select().from(auditLog).where(eq(auditLog.provisionId, provisionId))).length,
      mails: (await database.db.select().from(mailOutbox).where(eq(mailOutbox.provisionId, provisionId)))
        .length,
      events: (
        await database.db.select().from(trackingEvents).where(eq(trackingEvents.provisionId, provisionId))
      ).length,
      markers: (
        await database.db.select().from(scheduledMails).where(eq(scheduledMails.provisionId, provisionId))
      ).length,
      cancellations: (
        await database.db.select().from(cancellations).where(eq(cancellations.provisionId, provisionId))
      ).length,
      links: (
        await database.db.select().from(readAccessLinks).where(eq(readAccessLinks.provisionId, provisionId))
      ).length,
    });
    const everything = { audit: 1, mails: 2, events: 1, markers: 1, cancellations: 1, links: 1 };
    expect(await held()).toEqual(everything);

    for (const kind of RETENTION_KINDS) await purge(kind);
    expect(await held()).toEqual(everything);
    expect(await database.db.select().from(provisions).where(eq(provisions.id, provisionId))).toHaveLength(1);

    await database.db
      .update(deathReports)
      .set({ status: "withdrawn", withdrawnBy: made.confirmer.id, withdrawnAt: NOW })
      .where(eq(deathReports.provisionId, provisionId));
    for (const kind of RETENTION_KINDS) await purge(kind);
    expect(await held()).toEqual({ audit: 0, mails: 0, events: 0, markers: 0, cancellations: 0, links: 0 });
  });
});

describe("booking records", () => {
  it("a living customer's payments are never touched, however old; a deleted one's stay ten years", async () => {
    const living = await customer({ paid: true });
    await addPayment(database.db, living.provision.id, { createdAt: new Date("2001-01-01T00:00:00Z") });
    for (const kind of RETENTION_KINDS) await purge(kind, new Date("2045-01-01T12:00:00Z"));
    expect(
      await database.db.select().from(payments).where(eq(payments.provisionId, living.provision.id)),
    ).toHaveLength(1);

    const gone = await customer({ paid: true });
    await addPayment(database.db, gone.provision.id, {
      createdAt: new Date("2031-03-01T10:00:00Z"),
      endedAt: new Date("2032-02-01T10:00:00Z"),
    });
    await database.db.transaction((tx) => eraseAccounts(tx as unknown as Db, [gone.user.id], NOW));
    const kept = () =>
      database.db.select().from(bookingRecords).where(eq(bookingRecords.provisionId, gone.provision.id));
    // The last entry is the end in 2032: ten years after the end of 2032.
    for (const kind of RETENTION_KINDS)
      await purge(kind, new Date(startOfGermanDay("2043-01-01").getTime() - MS));
    expect(await kept()).toHaveLength(1);
    await purge("bookingRecords", startOfGermanDay("2043-01-01"));
    expect(await kept()).toHaveLength(0);
  });

  it("a SEPA plan still running at the deletion keeps its record ten years from the deletion, not from its first debit", async () => {
    const sepa = await customer({ paid: true });
    // Booked in 2014 and debited every year from this one row, until the account is deleted in 2031.
    await addPayment(database.db, sepa.provision.id, { createdAt: new Date("2014-03-01T10:00:00Z") });
    await database.db.transaction((tx) => eraseAccounts(tx as unknown as Db, [sepa.user.id], NOW));
    const kept = () =>
      database.db.select().from(bookingRecords).where(eq(bookingRecords.provisionId, sepa.provision.id));
    await purge("bookingRecords", new Date(startOfGermanDay("2042-01-01").getTime() - MS));
    expect(await kept()).toHaveLength(1);
    await purge("bookingRecords", startOfGermanDay("2042-01-01"));
    expect(await kept()).toHaveLength(0);
  });
});
