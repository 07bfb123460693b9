/** `login_attempts` keeps an attempt only while its limit's window needs it (GDPR storage limitation). */
import { afterEach, describe, expect, it } from "vitest";
import { loginAttempts } from "../db/schema";
import { useTestDatabase } from "../testing/test-database";
import { ATTEMPT_PRUNE_INTERVAL_MS, deleteExpiredAttempts, recordAttempt } from "./limits";
import { HOUR_MS, MINUTE_MS, SIGN_IN_LIMIT } from "./policy";
import { resetTravel, travel, unique, testClock } from "../testing/identity";

const database = useTestDatabase({ seed: false });
afterEach(resetTravel);

async function attempt(action: string, agoMs: number, email = "kunde@example.de") {
  const createdAt = new Date(testClock.now().getTime() - agoMs);
  const [row] = await database.db
    .insert(loginAttempts)
    .values({ action, email, ip: "192.0.2.50", createdAt })
    .returning({ id: loginAttempts.id });
  return row!.id;
}
const ids = async () =>
  (await database.db.select({ id: loginAttempts.id }).from(loginAttempts)).map((r) => r.id);

describe("login_attempts storage limitation", () => {
  it("deletes each attempt once its limit's window is over, and keeps those still counting", async () => {
    await database.db.delete(loginAttempts);
    const keep = [
      await attempt("login", 5 * MINUTE_MS),
      await attempt("forgot-password", 30 * MINUTE_MS),
      await attempt("place-search", 30 * 1000),
    ];
    await attempt("login", 16 * MINUTE_MS);
    await attempt("forgot-password", 61 * MINUTE_MS);
    await attempt("place-search", 2 * MINUTE_MS);
    await attempt("read-access", 16 * MINUTE_MS);
    await attempt("no-such-limit", 25 * HOUR_MS); // past the longest window (a day)
    expect(await deleteExpiredAttempts(database.db, testClock.now())).toBe(5);
    expect((await ids()).sort()).toEqual(keep.sort());
  });

  it("prunes on a write, at most once per interval and process", async () => {
    travel(ATTEMPT_PRUNE_INTERVAL_MS + MINUTE_MS);
    await database.db.delete(loginAttempts);
    const old = await attempt("login", 3 * HOUR_MS, "alt@example.de");
    const { email, ip } = unique("prune");
    const fresh = await recordAttempt(database.db, SIGN_IN_LIMIT, { email, ip }, testClock.now());
    expect(await ids()).toEqual([fresh]);

    // Within the interval the next write does not prune again.
    const second = await attempt("login", 3 * HOUR_MS, "alt@example.de");
    const again = await recordAttempt(database.db, SIGN_IN_LIMIT, { email, ip }, testClock.now());
    expect((await ids()).sort()).toEqual([fresh, second, again].sort());
    expect(old).not.toBe(second);

    travel(ATTEMPT_PRUNE_INTERVAL_MS + MINUTE_MS);
    const third = await recordAttempt(database.db, SIGN_IN_LIMIT, { email, ip }, testClock.now());
    // The first two are now 11 minutes old: still inside the 15-minute window.
    expect((await ids()).sort()).toEqual([fresh, again, third].sort());
  });
});
