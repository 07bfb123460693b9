/**
 * The requests of decision 0029 against the route modules with a real database: each refused request answers
 * 4xx with a German message and stores and sends nothing; the reset link's page ends read access and sends the
 * notice.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCustomer, createStaff } from "~/.server/testing/crm";
import { provisions, readAccessLinks, users } from "~/.server/db/schema";
import { PASSWORD, testClock } from "~/.server/testing/identity";
import { requestPasswordReset } from "~/.server/services/account";
import { hashToken } from "~/.server/services/trusted-person";
import * as resetPage from "../auth/forgot-password.verify";
import * as readAccess from "../trusted-person/index";
import { body, call, location, post, status, useRouteTestBed } from "~/.server/testing/routes";
import * as confirmContact from "./kontakt-bestaetigen";
import * as profile from "./index";

const { database, runtime, anonymous, asCustomer, asStaff, provisionRow, mailsTo } =
  useRouteTestBed("account-rights-routes");

let counter = 0;
async function customer(options: { confirmed?: boolean } = {}) {
  counter += 1;
  const email = `rechte-route${counter}@example.de`;
  const made = await createCustomer(database.db, { email, confirmed: true, password: PASSWORD, ...options });
  const ip = `203.0.113.${counter}`;
  return { ...made, email, ip, context: async () => (await asCustomer(made, ip)).context };
}

const userRow = async (id: string) => (await database.db.select().from(users).where(eq(users.id, id)))[0];
const errors = (result: unknown) => body<{ error: Record<string, string[]> }>(result).error;

const MASTER = {
  intent: "save",
  salutation: "madame",
  firstname: "Erika",
  lastname: "Muster",
  provisionBirth: "24.12.1950",
  street: "",
  postalCode: "",
  city: "",
  phone: "0431 1234567",
};

describe("POST /profile intent=delete", () => {
  it("without or with a wrong password: 400 with a German message, nothing deleted", async () => {
    const c = await customer();
    const without = await call(
      profile.action,
      post("http://localhost/profile?dialog=delete", { intent: "delete" }),
      await c.context(),
    );
    expect(status(without)).toBe(400);
    expect(errors(without).currentPassword).toEqual(["Dieses Feld muss ausgefüllt werden."]);
    const wrong = await call(
      profile.action,
      post("http://localhost/profile?dialog=delete", { intent: "delete", currentPassword: "falsch123" }),
      await c.context(),
    );
    expect(status(wrong)).toBe(400);
    expect(errors(wrong).currentPassword![0]).toContain("Das Passwort ist nicht richtig.");
    expect(JSON.stringify(body(wrong))).not.toContain("falsch123");
    expect(await userRow(c.user.id)).toBeDefined();
    expect(await provisionRow(c.provision.id)).toBeDefined();

    const done = await call(
      profile.action,
      post("http://localhost/profile?dialog=delete", { intent: "delete", currentPassword: PASSWORD }),
      await c.context(),
    );
    expect(location(done)).toBe("/login");
    expect(await userRow(c.user.id)).toBeUndefined();
  });
});

describe("POST /profile intent=changePassword", () => {
  it("answers a mismatch, a weak password, a wrong current one (400) and staff (403); nothing stored or sent", async () => {
    const c = await customer();
    const before = (await userRow(c.user.id))!.passwordHash;
    const send = async (form: Record<string, string>, context?: Awaited<ReturnType<typeof c.context>>) =>
      call(
        profile.action,
        post("http://localhost/profile", { intent: "changePassword", ...form }),
        context ?? (await c.context()),
      );
    const mismatch = await send({
      currentPassword: PASSWORD,
      newPassword: "neuesGeheim7",
      newPasswordRepeat: "neuesGeheim8",
    });
    expect(status(mismatch)).toBe(400);
    expect(errors(mismatch).newPasswordRepeat).toEqual([
      "Die beiden neuen Passwörter stimmen nicht überein.",
    ]);
    const weak = await send({ currentPassword: PASSWORD, newPassword: "kurz", newPasswordRepeat: "kurz" });
    expect(status(weak)).toBe(400);
    const wrong = await send({
      currentPassword: "falsch123",
      newPassword: "neuesGeheim7",
      newPasswordRepeat: "neuesGeheim7",
    });
    expect(status(wrong)).toBe(400);
    expect(errors(wrong).currentPassword![0]).toContain("Das Passwort ist nicht richtig.");
    expect(JSON.stringify(body(wrong))).not.toMatch(/falsch123|neuesGeheim7/);

    const care = await createStaff(database.db, `care-rechte-route${counter}@vorsorgeportal.de`);
    const refused = await send(
      { currentPassword: PASSWORD, newPassword: "neuesGeheim7", newPasswordRepeat: "neuesGeheim7" },
      (await asStaff(care.id, c.provision.id)).context,
    );
    expect(status(refused)).toBe(403);

    expect((await userRow(c.user.id))!.passwordHash).toBe(before);
    expect(await mailsTo(c.email)).toEqual([]);
  });
});

describe("POST /profile intent=save with a new contact e-mail", () => {
  it("sends the link; the fourth new address within an hour is 429 and stores and sends nothing", async () => {
    const c = await customer();
    const save = async (email: string) =>
      call(
        profile.action,
        post("http://localhost/profile", {
          ...MASTER,
          email,
          version: String((await provisionRow(c.provision.id)).version),
        }),
        await c.context(),
      );
    for (const n of [1, 2, 3])
      expect(location(await save(`neu${n}.route${counter}@example.de`))).toBe("/profile#meldungen");
    expect(await provisionRow(c.provision.id)).toMatchObject({
      email: null,
      pendingEmail: `neu3.route${counter}@example.de`,
    });
    const before = await provisionRow(c.provision.id);
    const limited = await save(`neu4.route${counter}@example.de`);
    expect(status(limited)).toBe(429);
    expect(body<{ error: Record<string, string[]> }>(limited).error[""]![0]).toContain("Zu viele Versuche");
    expect(await provisionRow(c.provision.id)).toEqual(before);
    expect(await mailsTo(`neu4.route${counter}@example.de`)).toEqual([]);
  });
});

describe("GET /kontakt-bestaetigen", () => {
  it("answers a missing, unknown or overlong token with 400 and changes nothing", async () => {
    const c = await customer();
    await call(
      profile.action,
      post("http://localhost/profile", { ...MASTER, email: `wartet${counter}@example.de` }),
      await c.context(),
    );
    const before = await provisionRow(c.provision.id);
    for (const query of ["", "?token=", `?token=${"a".repeat(43)}`, `?token=${"b".repeat(5000)}`]) {
      const result = await call(
        confirmContact.loader,
        new Request(`http://localhost/kontakt-bestaetigen${query}`),
        (await anonymous()).context,
      );
      expect(status(result), query).toBe(400);
      expect(body<{ view: string }>(result).view).toBe("invalid");
    }
    expect(await provisionRow(c.provision.id)).toEqual(before);
  });
});

describe("read access of an unconfirmed account", () => {
  it("POST /overview/trusted-person intent=grant is 403: no link, no mail", async () => {
    const c = await customer({ confirmed: false });
    await database.db
      .update(provisions)
      .set({
        trustedPerson: {
          salutation: null,
          firstname: "Eva",
          lastname: "Schmidt",
          relationship: null,
          street: null,
          postalCode: null,
          city: null,
          email: `eva.route${counter}@beispiel.de`,
          phone: "+49431123456",
          note: null,
          notified: false,
          notifiedAt: null,
          readAccessGrantedAt: null,
        },
      })
      .where(eq(provisions.id, c.provision.id));
    const result = await call(
      readAccess.action,
      post("http://localhost/overview/trusted-person", { intent: "grant", days: "90" }),
      await c.context(),
    );
    expect(status(result)).toBe(403);
    expect(
      await database.db.select().from(readAccessLinks).where(eq(readAccessLinks.provisionId, c.provision.id)),
    ).toEqual([]);
    expect(await mailsTo(`eva.route${counter}@beispiel.de`)).toEqual([]);
  });
});

describe("POST /forgot-password/verify (the reset link's page)", () => {
  it("ends every read-access link and sends 'Ihr Passwort wurde geändert' to the account's address", async () => {
    const c = await customer();
    const [link] = await database.db
      .insert(readAccessLinks)
      .values({
        provisionId: c.provision.id,
        tokenHash: hashToken(`route-link-${counter}`),
        email: "grete@example.de",
        expiresAt: new Date(Date.now() + 90 * 86_400_000),
      })
      .returning();
    await requestPasswordReset(
      runtime.database.db,
      { email: c.email },
      { ip: c.ip, config: runtime.config, now: testClock.now() },
    );
    const token = /[?&]token=([^&\s]+)/.exec((await mailsTo(c.email))[0]!.text)![1]!;
    const done = await call(
      resetPage.action,
      post(`http://localhost/forgot-password/verify?token=${token}`, { password: "ganzNeu456" }),
      (await anonymous()).context,
    );
    expect(location(done)).toBe("/forgot-password/verify?done=1");
    const [after] = await database.db.select().from(readAccessLinks).where(eq(readAccessLinks.id, link!.id));
    expect(after!.revokedAt).not.toBeNull();
    expect((await mailsTo(c.email)).map((mail) => mail.subject)).toContain("Ihr Passwort wurde geändert");
  });
});
