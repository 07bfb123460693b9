/**
 * "Who may touch this provision" on every route that takes one (decision 0008): the overview and intro
 * loaders and actions, /provisions/:provisionId and /provisions/disconnect, each for an anonymous visitor,
 * customer A on B's provision, staff holding nothing and staff holding B. They call the route modules with a
 * real database, so removing the check in services/provisions.ts makes them fail.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCustomer, createStaff } from "~/.server/testing/crm";
import { funeralSites, provisions } from "~/.server/db/schema";
import { listAudit } from "~/.server/services/audit";
import * as intro from "../private/intro";
import { body, call, location, post, status, useRouteTestBed } from "~/.server/testing/routes";
import * as disconnect from "../staff/provisions.disconnect";
import * as open from "../staff/provisions.$provisionId";
import * as overview from "./index";

const { database, anonymous, asCustomer, asStaff, provisionRow, mailsTo } =
  useRouteTestBed("provision-routes");

let counter = 0;
/** Customer A and B, staff holding nothing and staff holding B; each with its own context. */
async function cast(options: { confirmed?: boolean } = {}) {
  counter += 1;
  const a = await createCustomer(database.db, { email: `kunde-a${counter}@example.de`, ...options });
  const b = await createCustomer(database.db, { email: `kunde-b${counter}@example.de`, ...options });
  const idle = await createStaff(database.db, `idle${counter}@vorsorgeportal.de`);
  const care = await createStaff(database.db, `care${counter}@vorsorgeportal.de`);
  return {
    a,
    b,
    anonymous,
    /** A forged or stale token: customer A's session naming B's provision. */
    aOnB: () => asCustomer({ user: a.user, provision: b.provision }),
    customerB: () => asCustomer(b),
    idleStaff: () => asStaff(idle.id),
    holdingB: () => asStaff(care.id, b.provision.id),
    careId: care.id,
  };
}

const message = (result: unknown) => body<{ message: string }>(result).message;

describe("/overview", () => {
  it("loader: anonymous to the login, A refused on B, idle staff to the search, holder sees B (audited)", async () => {
    const c = await cast();
    const get = () => new Request("http://x/overview");
    expect(location(await call(overview.loader, get(), (await c.anonymous()).context))).toBe(
      "/login?redirectTo=%2Foverview",
    );
    const refused = await call(overview.loader, get(), (await c.aOnB()).context);
    expect(status(refused)).toBe(403);
    expect(message(refused)).toBe(
      "Der Zugriff wurde nicht gewährt. Sie haben keine Berechtigung für diese Aktion.",
    );
    expect(location(await call(overview.loader, get(), (await c.idleStaff()).context))).toBe("/backoffice");
    const held = await call(overview.loader, get(), (await c.holdingB()).context);
    expect(body<{ name: string; greet: boolean }>(held)).toMatchObject({
      name: "Erika Muster",
      greet: false,
    });
    expect((await listAudit(database.db, c.b.provision.id)).map((row) => row.action)).toEqual([
      "provision.read",
    ]);
  });

  it("action: an unknown or missing intent is 400 with a German message, nothing stored", async () => {
    const c = await cast({ confirmed: true });
    const { context } = await c.customerB();
    const forms: Record<string, string>[] = [{ intent: "delete" }, {}, { intent: "" }];
    for (const form of forms) {
      const result = await call(overview.action, post("http://x/overview", form), context);
      expect(status(result)).toBe(400);
      expect(message(result)).toMatch(/^Diese Aktion ist hier nicht möglich\./);
    }
    expect(await provisionRow(c.b.provision.id)).toMatchObject({ version: 1, flags: {} });
  });

  it("action greeted: the customer's flag is set; A on B refused; staff never mark it for the customer", async () => {
    const c = await cast({ confirmed: true });
    const greeted = (to = "/profile") => post("http://x/overview", { intent: "greeted", to });
    expect(location(await call(overview.action, greeted(), (await c.anonymous()).context))).toMatch(
      /^\/login/,
    );
    expect(status(await call(overview.action, greeted(), (await c.aOnB()).context))).toBe(403);
    expect(location(await call(overview.action, greeted(), (await c.holdingB()).context))).toBe("/profile");
    expect(await provisionRow(c.b.provision.id)).toMatchObject({ version: 1, flags: {} });

    const own = await call(overview.action, greeted("https://evil.example/"), (await c.customerB()).context);
    expect(location(own)).toBe("/overview");
    expect(await provisionRow(c.b.provision.id)).toMatchObject({
      version: 2,
      flags: { activationGreeted: true },
    });
  });

  it("action resend: staff holding B send to B's address (audited), A on B is refused and sends nothing", async () => {
    const c = await cast();
    const resend = () => post("http://x/overview", { intent: "resend" });
    expect(status(await call(overview.action, resend(), (await c.aOnB()).context))).toBe(403);
    expect(await mailsTo(c.b.user.email)).toEqual([]);
    expect(location(await call(overview.action, resend(), (await c.idleStaff()).context))).toBe("/overview");
    expect(await mailsTo("someone@example.de")).toHaveLength(0);

    const { context, session } = await c.holdingB();
    expect(location(await call(overview.action, resend(), context))).toBe("/overview");
    expect(await mailsTo(c.b.user.email)).toHaveLength(1);
    expect(session.get("toasts")?.[0]).toMatchObject({
      kind: "success",
      message: `Wir haben die Bestätigungs-E-Mail erneut an ${c.b.user.email} gesendet.`,
    });
    expect(await listAudit(database.db, c.b.provision.id)).toMatchObject([
      { actorUserId: c.careId, action: "account.resendConfirmation" },
    ]);
  });
});

describe("/intro", () => {
  const intro1 = async (context: Awaited<ReturnType<typeof anonymous>>) => {
    context.session.set("showIntro", true);
    return call(intro.loader, new Request("http://x/intro"), context.context);
  };

  it("loader: anonymous to the login, A refused on B, staff (idle or holding) get no intros", async () => {
    const c = await cast();
    expect(location(await intro1(await c.anonymous()))).toMatch(/^\/login/);
    expect(status(await intro1(await c.aOnB()))).toBe(403);
    expect(location(await intro1(await c.idleStaff()))).toBe("/overview");
    expect(location(await intro1(await c.holdingB()))).toBe("/overview");
  });

  it("counts up and remembers a skipped intro on the provision, for the next sign-in", async () => {
    const c = await cast();
    // Tile intros show from the second login on: the first shows the confirm
    // reminder and the welcome only. The offer has its funeral site, so its tile is done (decision 0037).
    const [site] = await database.db.select({ id: funeralSites.id }).from(funeralSites).limit(1);
    await database.db
      .update(provisions)
      .set({ loginCounter: 1, funeralSiteId: site!.id })
      .where(eq(provisions.id, c.b.provision.id));
    const firstLogin = await c.customerB();
    expect(body<{ total: number }>(await intro1(firstLogin))).toMatchObject({ total: 2 });
    await database.db.update(provisions).set({ loginCounter: 2 }).where(eq(provisions.id, c.b.provision.id));
    const first = await c.customerB();
    const shown = async () =>
      body<{ intro: { id: string }; current: number; total: number }>(await intro1(first));
    expect(await shown()).toMatchObject({ intro: { id: "confirm" }, current: 1, total: 4 });
    const skip = (id: string) =>
      call(intro.action, post("http://x/intro", { intent: "skip", id }), first.context);
    expect(location(await skip("confirm"))).toBe("/intro");
    expect(await shown()).toMatchObject({ intro: { id: "tile-wishes" }, current: 2, total: 4 });
    await skip("tile-wishes");
    expect(await shown()).toMatchObject({ intro: { id: "tile-trusted-person" }, current: 3, total: 4 });
    expect((await provisionRow(c.b.provision.id)).flags).toEqual({ skippedIntros: ["tile-wishes"] });

    // Signing in again: a new session. The confirm reminder comes back, the skipped tile intro does not.
    const next = await c.customerB();
    const again = body<{ intro: { id: string }; current: number; total: number }>(await intro1(next));
    expect(again).toMatchObject({ intro: { id: "confirm" }, current: 1, total: 3 });
    await call(intro.action, post("http://x/intro", { intent: "skip", id: "confirm" }), next.context);
    expect(body<{ intro: { id: string } }>(await intro1(next)).intro.id).toBe("tile-trusted-person");
  });

  it("action: bad intents and ids are refused or ignored; A on B and staff never change B's intros", async () => {
    const c = await cast();
    const { context } = await c.customerB();
    const forms: Record<string, string>[] = [
      { intent: "nuke" },
      { intent: "skip" },
      { intent: "skip", id: "x".repeat(101) },
    ];
    for (const form of forms) {
      const result = await call(intro.action, post("http://x/intro", form), context);
      expect(status(result)).toBe(400);
    }
    const notShown = { intent: "skip", id: "tile-offer" };
    expect(location(await call(intro.action, post("http://x/intro", notShown), context))).toBe("/intro");
    const skip = { intent: "skip", id: "tile-wishes" };
    expect(status(await call(intro.action, post("http://x/intro", skip), (await c.aOnB()).context))).toBe(
      403,
    );
    await call(intro.action, post("http://x/intro", skip), (await c.holdingB()).context);
    expect(await provisionRow(c.b.provision.id)).toMatchObject({ version: 1, flags: {} });
    expect(
      location(await call(intro.action, post("http://x/intro", skip), (await c.anonymous()).context)),
    ).toMatch(/^\/login/);
  });
});

describe("/provisions/:provisionId and /provisions/disconnect", () => {
  it("open: anonymous to the login, customers refused, staff open and switch (audited)", async () => {
    const c = await cast();
    const url = `http://x/provisions/${c.b.provision.id}`;
    const params = { provisionId: c.b.provision.id };
    expect(location(await call(open.action, post(url, {}), (await c.anonymous()).context, params))).toMatch(
      /^\/login/,
    );
    const customer = await c.aOnB();
    expect(status(await call(open.action, post(url, {}), customer.context, params))).toBe(403);
    expect(customer.session.get("heldProvisionId")).toBeUndefined();
    const idle = await c.idleStaff();
    expect(location(await call(open.action, post(url, {}), idle.context, params))).toBe("/overview");
    expect(idle.session.get("heldProvisionId")).toBe(c.b.provision.id);
    const forged = await call(open.action, post(url, {}), idle.context, { provisionId: "x' or 1=1" });
    expect(status(forged)).toBe(404);
    expect(message(forged)).toBe("Die gesuchten Daten wurden nicht gefunden.");
    expect((await listAudit(database.db, c.b.provision.id)).map((row) => row.action)).toEqual([
      "provision.open",
    ]);
  });

  it("disconnect: customers refused, idle staff change nothing, the holder lets go (audited)", async () => {
    const c = await cast();
    const url = "http://x/provisions/disconnect";
    expect(status(await call(disconnect.action, post(url, {}), (await c.aOnB()).context))).toBe(403);
    expect(location(await call(disconnect.action, post(url, {}), (await c.idleStaff()).context))).toBe(
      "/backoffice",
    );
    expect(await listAudit(database.db, c.b.provision.id)).toEqual([]);
    const holder = await c.holdingB();
    holder.session.set("heldProvisionId", c.b.provision.id);
    expect(location(await call(disconnect.action, post(url, {}), holder.context))).toBe("/backoffice");
    expect(holder.session.get("heldProvisionId")).toBeUndefined();
    expect((await listAudit(database.db, c.b.provision.id)).map((row) => row.action)).toEqual([
      "provision.close",
    ]);
  });
});
