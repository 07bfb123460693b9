/**
 * /profile/second-factor (decision 0093): a customer turns the sign-in code on with a first code and off with
 * password and code; a wrong code or password changes nothing; staff acting for a customer never reach it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { secondFactorOf } from "~/.server/identity";
import {
  createCustomer,
  PASSWORD,
  testClock,
  totpCode,
  travel,
  resetTravel,
} from "~/.server/testing/identity";
import { body, call, location, post, status, useRouteTestBed } from "~/.server/testing/routes";
import * as page from "./second-factor";

const { database, asCustomer, asStaff } = useRouteTestBed("profile-second-factor", {
  replace: { clock: testClock },
});
afterEach(resetTravel);

const URL = "http://x/profile/second-factor";
const errorsOf = (result: unknown) => JSON.stringify(body<unknown>(result));

describe("/profile/second-factor", () => {
  it("turns on with a first code (recovery codes once) and off with password and code; wrong input changes nothing", async () => {
    const made = await createCustomer(database.db);
    const { context } = await asCustomer(made);
    expect(body<{ state: string }>(await call(page.loader, new Request(URL), context)).state).toBe("none");

    expect(location(await call(page.action, post(URL, { intent: "start" }), context))).toBe(
      "/profile/second-factor",
    );
    const shown = body<{ enrolment: { secret: string; qrCode: string } }>(
      await call(page.loader, new Request(URL), context),
    );
    const secret = shown.enrolment.secret.replace(/ /g, "");
    expect(shown.enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    const wrong = await call(
      page.action,
      post(URL, { intent: "confirm", code: totpCode(secret, new Date(testClock.now().getTime() + 600_000)) }),
      context,
    );
    expect(status(wrong)).toBe(400);
    expect(errorsOf(wrong)).toContain("Der Code ist falsch oder abgelaufen");
    expect((await secondFactorOf(database.db, made.user.id)).state).toBe("pending");

    const on = await call(
      page.action,
      post(URL, { intent: "confirm", code: totpCode(secret, testClock.now()) }),
      context,
    );
    const { recoveryCodes } = body<{ recoveryCodes: string[] }>(on);
    expect(recoveryCodes).toHaveLength(10);
    const after = body<{ state: string; enrolment: unknown }>(
      await call(page.loader, new Request(URL), context),
    );
    expect(after).toMatchObject({ state: "active", enrolment: null });

    travel(30_000);
    const wrongPassword = await call(
      page.action,
      post(URL, { intent: "turnOff", password: "falsch-123", code: totpCode(secret, testClock.now()) }),
      context,
    );
    expect(status(wrongPassword)).toBe(400);
    const wrongCode = await call(
      page.action,
      post(URL, { intent: "turnOff", password: PASSWORD, code: "000000" }),
      context,
    );
    expect(status(wrongCode)).toBe(400);
    expect(errorsOf(wrongCode)).toContain("Der Code ist falsch oder abgelaufen");
    expect((await secondFactorOf(database.db, made.user.id)).state).toBe("active");

    const off = await call(
      page.action,
      post(URL, { intent: "turnOff", password: PASSWORD, code: recoveryCodes[0]! }),
      context,
    );
    expect(location(off)).toBe("/profile/second-factor");
    expect((await secondFactorOf(database.db, made.user.id)).state).toBe("none");
  });

  it("refuses staff: their factor is theirs to enrol at sign-in and an admin's to reset", async () => {
    const made = await createCustomer(database.db);
    const { context } = await asStaff(made.user.id, made.provision.id);
    const refused = await call(page.action, post(URL, { intent: "start" }), context);
    expect(status(refused)).toBe(403);
    expect((await secondFactorOf(database.db, made.user.id)).state).toBe("none");
  });
});
