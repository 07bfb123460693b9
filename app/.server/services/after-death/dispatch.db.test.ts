/**
 * Letters on their dates with a real database (decisions 0060 and 0064): every shipping-date
 * rule through `scheduleLetterDispatches`, what is scheduled and what is not, a moved funeral, sent letters, the
 * daily job with its one reminder a day, "Als versendet markieren" and the dispatch list's groups.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type Config } from "~/.server/config";
import { serviceFailure } from "~/.server/testing/crm";
import { auditLog, letterDispatches, mailOutbox, scheduledMails } from "~/.server/db/schema";
import { useTestDatabase } from "~/.server/testing/test-database";
import type { LetterShippingDate } from "~/.server/db/schema";
import { runLetterDispatch } from "./dispatch-job";
import {
  listLetterCharges,
  listLetterDispatches,
  markLetterSent,
  printLetterDispatch,
  readLetterDispatch,
} from "./dispatch-list";
import { addLetter, customerWithStaff, dispatchOf, reportDeath, schedule } from "../../testing/dispatch";

const database = useTestDatabase({ seed: false });
let config: Config;

beforeAll(() => {
  config = loadConfig({
    SESSION_SECRET: "s".repeat(40),
    DATA_DIR: "/tmp/vp-dispatch-tests",
    BASE_URL: "https://portal.example.de",
    CUSTOMER_CARE_EMAIL: "kundenservice@example.de",
  });
});

/** Before every funeral of these tests: nothing is due yet. */
const EARLY = new Date("2027-03-05T09:00:00+01:00");
const at = (date: string) => new Date(`${date}T10:00:00+01:00`);
const exact = (day: string, year: string, exactYear: string | null = null): LetterShippingDate => ({
  generic: "EXACT_DATE",
  exact: { day, year, exactYear },
});

const care = (userId: string) => ({ userId, groups: ["customercare"], isStaff: true });
const customerActor = (userId: string) => ({ userId, groups: [], isStaff: false });

/** A confirmed death with one letter of `shipping`, scheduled for a funeral on `funeral`. */
async function scheduledLetter(shipping: LetterShippingDate, funeral: string, now = EARLY) {
  const made = await customerWithStaff(database.db);
  await reportDeath(database.db, made, { funeralDate: funeral });
  const letter = await addLetter(database.db, made.provision.id, { shipping });
  const count = await schedule(database.db, made.provision.id, funeral, now);
  return { made, letter, count, row: await dispatchOf(database.db, letter.id) };
}

describe("scheduleLetterDispatches: the dates", () => {
  it("AFTER_FUNERAL: 14 days after the funeral", async () => {
    const { count, row } = await scheduledLetter({ generic: "AFTER_FUNERAL" }, "2027-03-10");
    expect(count).toBe(1);
    expect(row).toMatchObject({ dueOn: "2027-03-24", rule: "afterFuneral", status: "scheduled" });
  });

  it("YEAR_AFTER_FUNERAL: the funeral's date a year later; 29 February gives 28 February", async () => {
    const plain = await scheduledLetter({ generic: "YEAR_AFTER_FUNERAL" }, "2027-03-10");
    expect(plain.row).toMatchObject({ dueOn: "2028-03-10", rule: "yearAfterFuneral" });
    const leap = await scheduledLetter({ generic: "YEAR_AFTER_FUNERAL" }, "2028-02-29");
    expect(leap.row).toMatchObject({ dueOn: "2029-02-28", rule: "yearAfterFuneral" });
  });

  it("EXACT_DATE, next occurrence: the next time the day comes after the funeral", async () => {
    const later = await scheduledLetter(exact("24.12", "NEXT_OCCURRENCE"), "2027-03-10");
    expect(later.row).toMatchObject({ dueOn: "2027-12-24", rule: "nextOccurrence" });
    const nextYear = await scheduledLetter(exact("01.02", "NEXT_OCCURRENCE"), "2027-03-10");
    expect(nextYear.row).toMatchObject({ dueOn: "2028-02-01" });
  });

  it("EXACT_DATE, next occurrence: 29.02 in a common year is 28.02, in a leap year 29.02", async () => {
    const common = await scheduledLetter(exact("29.02", "NEXT_OCCURRENCE"), "2028-03-10");
    expect(common.row).toMatchObject({ dueOn: "2029-02-28", rule: "nextOccurrence" });
    const leap = await scheduledLetter(exact("29.02", "NEXT_OCCURRENCE"), "2027-03-10");
    expect(leap.row).toMatchObject({ dueOn: "2028-02-29" });
  });

  it("EXACT_DATE, next occurrence: the funeral's own day goes out a year later", async () => {
    const { row } = await scheduledLetter(exact("10.03", "NEXT_OCCURRENCE"), "2027-03-10");
    expect(row).toMatchObject({ dueOn: "2028-03-10", rule: "nextOccurrence" });
  });

  it("EXACT_DATE with a year: that day; a year already passed goes out as after the funeral", async () => {
    const future = await scheduledLetter(exact("24.12", "EXACT_DATE", "2029"), "2027-03-10");
    expect(future.row).toMatchObject({ dueOn: "2029-12-24", rule: "exactYear" });
    const passed = await scheduledLetter(exact("24.12", "EXACT_DATE", "2026"), "2027-03-10");
    expect(passed.row).toMatchObject({ dueOn: "2027-03-24", rule: "exactDatePassed" });
  });
});

describe("scheduleLetterDispatches: which letters, and changes", () => {
  it("schedules completed letters only, and only those with a readable shipping choice", async () => {
    const made = await customerWithStaff(database.db);
    await reportDeath(database.db, made);
    const complete = await addLetter(database.db, made.provision.id);
    const noRecipient = await addLetter(database.db, made.provision.id, { withoutRecipient: true });
    const noShipping = await addLetter(database.db, made.provision.id, { shipping: null });
    const unreadable = await addLetter(database.db, made.provision.id, { shipping: { generic: "SOMETIME" } });
    expect(await schedule(database.db, made.provision.id, "2027-03-10", EARLY)).toBe(1);
    expect(await dispatchOf(database.db, complete.id)).toBeDefined();
    for (const letter of [noRecipient, noShipping, unreadable]) {
      expect(await dispatchOf(database.db, letter.id)).toBeUndefined();
    }
  });

  it("makes a letter due at once when its date has already come", async () => {
    const { row } = await scheduledLetter({ generic: "AFTER_FUNERAL" }, "2027-03-10", at("2027-03-24"));
    expect(row).toMatchObject({ dueOn: "2027-03-24", status: "due" });
  });

  it("moves unsent letters when the funeral date changes", async () => {
    const { made, letter, row } = await scheduledLetter({ generic: "AFTER_FUNERAL" }, "2027-03-10");
    expect(await schedule(database.db, made.provision.id, "2027-03-17", EARLY)).toBe(1);
    const moved = await dispatchOf(database.db, letter.id);
    expect(moved).toMatchObject({ dueOn: "2027-03-31", status: "scheduled", version: row!.version + 1 });
  });

  it("leaves a sent letter as it is and does not count it", async () => {
    const { made, letter, row } = await scheduledLetter({ generic: "AFTER_FUNERAL" }, "2027-03-10");
    const other = await addLetter(database.db, made.provision.id, {
      shipping: { generic: "YEAR_AFTER_FUNERAL" },
    });
    await markLetterSent(
      database.db,
      care(made.reporter.id),
      { letterId: letter.id, sentOn: "2027-03-24", notifyRecipient: false },
      { expectedVersion: row!.version, now: at("2027-03-24"), config },
    );
    const sent = await dispatchOf(database.db, letter.id);
    expect(await schedule(database.db, made.provision.id, "2027-03-12", at("2027-03-25"))).toBe(1);
    expect(await dispatchOf(database.db, letter.id)).toEqual(sent);
    expect(await dispatchOf(database.db, other.id)).toMatchObject({ dueOn: "2028-03-12" });
  });
});

describe("runLetterDispatch (the daily job)", () => {
  const reminders = () =>
    database.db.select().from(mailOutbox).where(eq(mailOutbox.template, "letters.overdueReminder"));

  it("moves letters to due on their day and reminds customer care once a day of overdue ones", async () => {
    const { letter } = await scheduledLetter({ generic: "AFTER_FUNERAL" }, "2027-04-10");
    expect(await dispatchOf(database.db, letter.id)).toMatchObject({
      status: "scheduled",
      dueOn: "2027-04-24",
    });

    // Other tests' letters are overdue too: this test looks at its own letter and at the day's reminder key.
    await runLetterDispatch(database.db, config, at("2027-04-23"));
    expect(await dispatchOf(database.db, letter.id)).toMatchObject({ status: "scheduled" });

    const onTheDay = await runLetterDispatch(database.db, config, at("2027-04-24"));
    expect(onTheDay.due).toBeGreaterThanOrEqual(1);
    expect(await dispatchOf(database.db, letter.id)).toMatchObject({ status: "due" });

    // The next day it is overdue: two runs at once (two replicas) and one more later queue one reminder.
    const next = at("2027-04-25");
    const runs = await Promise.all([
      runLetterDispatch(database.db, config, next),
      runLetterDispatch(database.db, config, next),
    ]);
    await runLetterDispatch(database.db, config, new Date(next.getTime() + 3_600_000));
    expect(runs.filter((run) => run.reminded)).toHaveLength(1);
    expect(runs[0]!.overdue).toBeGreaterThanOrEqual(1);
    const sent = await reminders();
    expect(sent.filter((mail) => mail.dedupeKey === "letters-overdue:2027-04-25")).toHaveLength(1);
    const [mail] = sent.filter((row) => row.dedupeKey === "letters-overdue:2027-04-25");
    expect(mail!.to).toBe("kundenservice@example.de");
    expect(mail!.text).toContain("https://portal.example.de/backoffice/letters");
    expect(mail!.text).toMatch(/überfällig/);
    const [key] = await database.db
      .select()
      .from(scheduledMails)
      .where(eq(scheduledMails.key, "letters-overdue:2027-04-25"));
    expect(key).toBeDefined();

    // Another day, another reminder.
    expect((await runLetterDispatch(database.db, config, at("2027-04-26"))).reminded).toBe(true);
  });
});

describe("markLetterSent", () => {
  it("marks a letter sent, queues the notice without the letter's text, and refuses a second marking", async () => {
    const made = await customerWithStaff(database.db);
    await reportDeath(database.db, made);
    const letter = await addLetter(database.db, made.provision.id, {
      email: "grete@example.de",
      text: "Geheimer Text, nur für Grete.",
    });
    await schedule(database.db, made.provision.id, "2027-03-10", EARLY);
    const row = await dispatchOf(database.db, letter.id);
    const now = at("2027-03-25");
    const actor = care(made.reporter.id);

    const result = await markLetterSent(
      database.db,
      actor,
      { letterId: letter.id, sentOn: "2027-03-24", notifyRecipient: true },
      { expectedVersion: row!.version, now, config, ip: "192.0.2.1" },
    );
    expect(result.noticeQueued).toBe(true);
    const sent = await dispatchOf(database.db, letter.id);
    expect(sent).toMatchObject({ status: "sent", sentOn: "2027-03-24", sentBy: made.reporter.id });
    expect(sent!.sentAt?.getTime()).toBe(now.getTime());
    expect(sent!.noticeMailedAt?.getTime()).toBe(now.getTime());

    const [notice] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `letter-dispatch-notice:${letter.id}`));
    expect(notice!.to).toBe("grete@example.de");
    expect(notice!.subject).toContain("Erika Muster");
    expect(notice!.text).toContain("24.03.2027");
    expect(notice!.text).not.toContain("Geheimer Text");
    expect(notice!.html).not.toContain("Geheimer Text");

    expect(
      await serviceFailure(() =>
        markLetterSent(
          database.db,
          actor,
          { letterId: letter.id, sentOn: "2027-03-25", notifyRecipient: false },
          { expectedVersion: sent!.version, now, config },
        ),
      ),
    ).toEqual({ code: "letterAlreadySent", status: 409 });
    expect(await dispatchOf(database.db, letter.id)).toEqual(sent);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.provisionId, made.provision.id));
    expect(audit.map((entry) => entry.action)).toEqual(["letter.dispatch.sent", "letter.dispatch.refused"]);
    expect(audit[1]!.detail).toMatchObject({ letterId: letter.id, reason: "letterAlreadySent" });
  });

  it("lets only one of two markings at the same moment through", async () => {
    const { made, letter, row } = await scheduledLetter({ generic: "AFTER_FUNERAL" }, "2027-03-10");
    const now = at("2027-03-25");
    const mark = (userId: string) =>
      markLetterSent(
        database.db,
        care(userId),
        { letterId: letter.id, sentOn: "2027-03-24", notifyRecipient: false },
        { expectedVersion: row!.version, now, config },
      );
    const results = await Promise.allSettled([mark(made.reporter.id), mark(made.confirmer.id)]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const [refused] = results.filter((result) => result.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: "letterAlreadySent" });
  });

  it("refuses a stale version, a day in the future or before the funeral, and a customer; nothing changes", async () => {
    const { made, letter, row } = await scheduledLetter({ generic: "AFTER_FUNERAL" }, "2027-03-10");
    const now = at("2027-03-25");
    const mark = (actor: ReturnType<typeof care>, sentOn: string, expectedVersion = row!.version) =>
      serviceFailure(() =>
        markLetterSent(
          database.db,
          actor,
          { letterId: letter.id, sentOn, notifyRecipient: false },
          { expectedVersion, now, config },
        ),
      );
    expect(await mark(care(made.reporter.id), "2027-03-24", row!.version + 5)).toMatchObject({
      code: "staleVersion",
      status: 409,
    });
    expect(await mark(care(made.reporter.id), "2027-03-26")).toEqual({
      code: "InvalidParameterException",
      status: 400,
      field: "sentOn",
    });
    expect(await mark(care(made.reporter.id), "2027-03-09")).toMatchObject({ field: "sentOn" });
    expect(await mark(customerActor(made.user.id), "2027-03-24")).toMatchObject({ code: "notFound" });
    expect(await dispatchOf(database.db, letter.id)).toEqual(row);
  });
});

describe("the dispatch list", () => {
  it("groups letters into overdue, today and the next 7 days, and lists the ones sent last", async () => {
    const made = await customerWithStaff(database.db);
    await reportDeath(database.db, made, { funeralDate: "2030-05-01" });
    const overdue = await addLetter(database.db, made.provision.id, { lastname: "Überfällig" });
    const today = await addLetter(database.db, made.provision.id, {
      shipping: exact("20.05", "NEXT_OCCURRENCE"),
    });
    const week = await addLetter(database.db, made.provision.id, {
      shipping: exact("27.05", "NEXT_OCCURRENCE"),
    });
    const later = await addLetter(database.db, made.provision.id, {
      shipping: exact("28.05", "NEXT_OCCURRENCE"),
    });
    await schedule(database.db, made.provision.id, "2030-05-01", at("2030-05-02"));
    const now = at("2030-05-20");
    const list = await listLetterDispatches(database.db, care(made.reporter.id), { period: "7" }, { now });
    // Other tests' letters (earlier years) are overdue too: look at this provision's letters.
    const ids = (entries: { letterId: string; provisionId: string }[]) =>
      entries.filter((entry) => entry.provisionId === made.provision.id).map((entry) => entry.letterId);
    expect(list.today).toBe("2030-05-20");
    expect(ids(list.overdue)).toEqual([overdue.id]);
    expect(ids(list.dueToday)).toEqual([today.id]);
    expect(ids(list.planned)).toEqual([week.id]);
    expect(list.until).toBe("2030-05-27");
    expect(list.counts).toEqual({
      overdue: list.overdue.length,
      dueToday: list.dueToday.length,
      planned: list.planned.length,
    });
    expect([...ids(list.overdue), ...ids(list.dueToday), ...ids(list.planned)]).not.toContain(later.id);
    // Every planned letter, or the next 30 days (decision 0096): the letter 8 days ahead is on the list too.
    for (const period of ["30", "all"] as const) {
      const wider = await listLetterDispatches(database.db, care(made.reporter.id), { period }, { now });
      expect(ids(wider.planned), period).toEqual([week.id, later.id]);
      expect(wider.until, period).toBe(period === "all" ? null : "2030-06-19");
    }
    expect(list.overdue.find((entry) => entry.letterId === overdue.id)).toMatchObject({
      recipientName: "Grete Überfällig",
      recipientPlace: "50667 Köln",
      customerName: "Erika Muster",
      contractNumber: made.provision.number,
      dueOn: "2030-05-15",
      rule: "afterFuneral",
    });

    const row = await dispatchOf(database.db, today.id);
    await markLetterSent(
      database.db,
      care(made.confirmer.id),
      { letterId: today.id, sentOn: "2030-05-20", notifyRecipient: false },
      { expectedVersion: row!.version, now, config },
    );
    const after = await listLetterDispatches(database.db, care(made.reporter.id), { period: "7" }, { now });
    expect(after.dueToday).toEqual([]);
    expect(ids(after.recentlySent)).toContain(today.id);

    // What to invoice with the funeral's other costs: the posted letter (1,50 €), none of the three unposted ones.
    const { charges, count } = await listLetterCharges(database.db, care(made.reporter.id));
    expect(charges.find((charge) => charge.provisionId === made.provision.id)).toEqual({
      provisionId: made.provision.id,
      customerName: "Erika Muster",
      contractNumber: made.provision.number,
      sent: 1,
      open: 3,
      amount: 150,
    });
    expect(count).toBeGreaterThanOrEqual(charges.length);
  });

  it("never shows letters of a provision without a confirmed death", async () => {
    const now = at("2031-01-20");
    const shown = async () => {
      const made = await customerWithStaff(database.db);
      const list = await listLetterDispatches(
        database.db,
        care(made.reporter.id),
        { period: "all" },
        { now },
      );
      return [...list.overdue, ...list.dueToday, ...list.planned].map((entry) => entry.letterId);
    };
    const hidden: string[] = [];
    for (const options of [
      { status: "reported" as const },
      { status: "withdrawn" as const },
      { status: "confirmed" as const, frozen: false },
    ]) {
      const made = await customerWithStaff(database.db);
      await reportDeath(database.db, made, { ...options, funeralDate: "2031-01-01" });
      const letter = await addLetter(database.db, made.provision.id);
      // A row that should not exist (written by hand): still never listed, printed or marked.
      await database.db.insert(letterDispatches).values({
        letterId: letter.id,
        provisionId: made.provision.id,
        dueOn: "2031-01-15",
        rule: "afterFuneral",
      });
      hidden.push(letter.id);
      expect(
        await serviceFailure(() =>
          readLetterDispatch(database.db, care(made.reporter.id), { letterId: letter.id }),
        ),
      ).toMatchObject({ code: "notFound" });
      expect(
        await serviceFailure(() =>
          printLetterDispatch(database.db, care(made.reporter.id), { letterId: letter.id }),
        ),
      ).toMatchObject({ code: "notFound" });
    }
    const listed = await shown();
    for (const id of hidden) expect(listed).not.toContain(id);
    const made = await customerWithStaff(database.db);
    const { charges } = await listLetterCharges(database.db, care(made.reporter.id));
    expect(charges.map((charge) => charge.provisionId)).not.toContain(made.provision.id);
  });

  it("is not there for a customer", async () => {
    const made = await customerWithStaff(database.db);
    expect(
      await serviceFailure(() =>
        listLetterDispatches(database.db, customerActor(made.user.id), { period: "all" }, { now: EARLY }),
      ),
    ).toMatchObject({ code: "notFound", status: 404 });
    expect(
      await serviceFailure(() => listLetterCharges(database.db, customerActor(made.user.id))),
    ).toMatchObject({ code: "notFound", status: 404 });
  });

  it("audits a print as letter.print", async () => {
    const { made, letter } = await scheduledLetter({ generic: "AFTER_FUNERAL" }, "2027-03-10");
    const printed = await printLetterDispatch(
      database.db,
      care(made.confirmer.id),
      { letterId: letter.id },
      { ip: "192.0.2.9" },
    );
    expect(printed.content.text).toContain("Liebe Grete");
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.provisionId, made.provision.id), eq(auditLog.action, "letter.print")));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorUserId: made.confirmer.id, detail: { letterId: letter.id } });
  });
});
