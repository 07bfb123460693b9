/** The staff routes' loaders and actions with a real database: who may do what, and what the session keeps. */
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { createCustomer, createStaff } from "~/.server/testing/crm";
import { auditLog } from "~/.server/db/schema";
import type { Runtime } from "~/.server/runtime";
import { listAudit } from "~/.server/services/audit";
import { loadDraft, sessionDrafts } from "~/.server/wizard/drafts";
import routes from "../../routes.ts";
import {
  actorFor as anActor,
  body,
  call,
  location,
  post,
  status,
  useRouteTestBed,
} from "~/.server/testing/routes";
import * as disconnect from "./provisions.disconnect";
import * as open from "./provisions.$provisionId";
import * as salesforce from "./salesforce";
import { systemClock } from "~/.server/clock";

const { database, contextFor: setup } = useRouteTestBed("staff-routes", {
  seed: false,
  replace: { content: {} as Runtime["content"] },
});

const actorFor = (userId: string, isStaff: boolean) => anActor(userId, { isStaff });

describe("/salesforce", () => {
  it("sends anonymous visitors to the login and refuses customers", async () => {
    const anonymous = await setup(null);
    const result = await call(
      salesforce.loader,
      new Request("http://x/salesforce?email=a%40b.de"),
      anonymous.context,
    );
    expect(location(result)).toBe("/login?redirectTo=%2Fsalesforce%3Femail%3Da%2540b.de");

    const { user } = await createCustomer(database.db, { email: "customer-sf@example.de" });
    const customer = await setup(actorFor(user.id, false));
    expect(status(await call(salesforce.loader, new Request("http://x/salesforce"), customer.context))).toBe(
      403,
    );
    const posted = await call(
      salesforce.action,
      post("http://x/salesforce", { email: "a@b.de" }),
      customer.context,
    );
    expect(status(posted)).toBe(403);
  });

  it("answers a partial input with a hint and the customer search's link, not a format error (decision 0096)", async () => {
    const staff = await createStaff(database.db, "care-sf-partial@vorsorgeportal.de");
    const { context } = await setup(actorFor(staff.id, true));
    const posted = await call(
      salesforce.action,
      post("http://x/salesforce", { email: " kunde.a " }),
      context,
    );
    expect(location(posted)).toBe("/salesforce?email=kunde.a");
    for (const text of ["kunde.a", "Mueller", "kunde.a@", "100123"]) {
      const shown = await call(
        salesforce.loader,
        new Request(`http://x/salesforce?email=${encodeURIComponent(text)}`),
        context,
      );
      expect(status(shown), text).toBe(200);
      expect(body<{ partial: string | null; notFound: boolean }>(shown)).toMatchObject({
        partial: text,
        notFound: false,
      });
    }
    // A partial input asks the CRM nothing: no look-up is audited.
    const lookups = (await database.db.select().from(auditLog)).filter(
      (row) => row.action === "crm.lookup" && row.actorUserId === staff.id,
    );
    expect(lookups).toEqual([]);
  });

  it("answers an input that is no search with 400 and a German field error", async () => {
    const staff = await createStaff(database.db, "care-sf@vorsorgeportal.de");
    const { context } = await setup(actorFor(staff.id, true));
    const posted = await call(salesforce.action, post("http://x/salesforce", { email: "%%%" }), context);
    expect(status(posted)).toBe(400);
    expect(body<{ error: Record<string, string[]> }>(posted).error.email?.[0]).toMatch(/E-Mail/);
    const tooLong = await call(
      salesforce.action,
      post("http://x/salesforce", { email: "x".repeat(300) }),
      context,
    );
    expect(status(tooLong)).toBe(400);
    const empty = await call(salesforce.action, post("http://x/salesforce", {}), context);
    expect(body<{ error: Record<string, string[]> }>(empty).error.email).toEqual([
      "Dieses Feld muss ausgefüllt werden.",
    ]);

    const viaQuery = await call(
      salesforce.loader,
      new Request("http://x/salesforce?email=%3Cscript%3E"),
      context,
    );
    expect(status(viaQuery)).toBe(400);
  });

  it("redirects a valid search to the result, which shows the account and is audited", async () => {
    const staff = await createStaff(database.db, "care-sf2@vorsorgeportal.de");
    const { provision } = await createCustomer(database.db, { email: "found-sf@example.de" });
    const { context } = await setup(actorFor(staff.id, true));
    const posted = await call(
      salesforce.action,
      post("http://x/salesforce", { email: " Found-SF@example.de " }),
      context,
    );
    expect(location(posted)).toBe("/salesforce?email=found-sf%40example.de");

    const result = await call(salesforce.loader, new Request(`http://x${location(posted)}`), context);
    expect(status(result)).toBe(200);
    const view = body<{
      account: { name: string; opportunities: { provisionId: string; problems: string[] }[] };
    }>(result);
    expect(view.account.name).toBe("Erika Muster");
    expect(view.account.opportunities).toMatchObject([
      { provisionId: provision.id, problems: ["Die E-Mail-Adresse dieses Kontos ist noch nicht bestätigt."] },
    ]);
    expect((await listAudit(database.db, provision.id)).map((row) => row.action)).toEqual(["crm.lookup"]);
  });
});

describe("/provisions/:provisionId and /provisions/disconnect", () => {
  it("refuses customers with 403 and unknown or malformed ids with 404", async () => {
    const { user, provision } = await createCustomer(database.db, { email: "customer-open@example.de" });
    const customer = await setup(actorFor(user.id, false));
    const request = new Request(`http://x/provisions/${provision.id}`);
    const refused = await call(open.loader, request, customer.context, { provisionId: provision.id });
    expect(status(refused)).toBe(403);
    expect(customer.session.get("heldProvisionId")).toBeUndefined();

    const staff = await createStaff(database.db, "care-open404@vorsorgeportal.de");
    const { context } = await setup(actorFor(staff.id, true));
    for (const provisionId of ["%E0%A4%A", "123"]) {
      const result = await call(open.loader, new Request("http://x/provisions/x"), context, { provisionId });
      expect(status(result)).toBe(404);
    }
    for (const provisionId of ["%E0%A4%A", "123", "00000000-0000-4000-8000-000000000000"]) {
      const result = await call(open.action, post("http://x/provisions/x", {}), context, { provisionId });
      expect(status(result)).toBe(404);
    }
  });

  it("lets staff hold a provision (POST) and let go of it again", async () => {
    const staff = await createStaff(database.db, "care-hold@vorsorgeportal.de");
    const { provision } = await createCustomer(database.db, { email: "held@example.de" });
    const { context, session } = await setup(actorFor(staff.id, true));
    const url = `http://x/provisions/${provision.id}`;
    const opened = await call(open.action, post(url, {}), context, { provisionId: provision.id });
    expect(location(opened)).toBe("/overview");
    expect(session.get("heldProvisionId")).toBe(provision.id);
    expect(session.get("toasts")?.[0]?.message).toBe(
      `Sie arbeiten jetzt in der Vorsorge von Erika Muster (Nr. ${provision.number}).`,
    );

    const released = await call(disconnect.action, post("http://x/provisions/disconnect", {}), context);
    expect(location(released)).toBe("/backoffice");
    expect(session.get("heldProvisionId")).toBeUndefined();
    expect((await listAudit(database.db, provision.id)).map((row) => row.action)).toEqual([
      "provision.open",
      "provision.close",
    ]);
    expect(
      location(await call(disconnect.loader, new Request("http://x/provisions/disconnect"), context)),
    ).toBe("/backoffice");
  });

  it("asks before following any link, from another site or this one: a GET switches nothing", async () => {
    const staff = await createStaff(database.db, "care-crosssite@vorsorgeportal.de");
    const { provision } = await createCustomer(database.db, { email: "linked@example.de" });
    const { provision: bob } = await createCustomer(database.db, { email: "bob-held@example.de" });
    const params = { provisionId: provision.id };
    for (const site of ["cross-site", "same-site", "same-origin", null]) {
      const { context, session } = await setup(actorFor(staff.id, true));
      const headers: Record<string, string> = site ? { "Sec-Fetch-Site": site } : {};
      const request = new Request(`http://x/provisions/${provision.id}`, { headers });
      expect(await call(open.loader, request, context, params)).toEqual({ switching: false });
      expect(session.get("heldProvisionId")).toBeUndefined();
    }
    // Holding Bob's provision, a same-site link to another one leaves Bob's in place and says it would switch.
    const holdingBob = await setup(anActor(staff.id, { isStaff: true, heldProvisionId: bob.id }));
    holdingBob.session.set("heldProvisionId", bob.id);
    const request = new Request(`http://x/provisions/${provision.id}`, {
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(await call(open.loader, request, holdingBob.context, params)).toEqual({ switching: true });
    expect(holdingBob.session.get("heldProvisionId")).toBe(bob.id);
    expect(await listAudit(database.db, provision.id)).toEqual([]);
    // The link to the provision already held goes to its overview.
    const same = new Request(`http://x/provisions/${bob.id}`);
    expect(location(await call(open.loader, same, holdingBob.context, { provisionId: bob.id }))).toBe(
      "/overview",
    );
  });

  it("discards the session's wizard drafts when staff take up another provision or let go", async () => {
    const staff = await createStaff(database.db, "care-drafts@vorsorgeportal.de");
    const { provision: bob } = await createCustomer(database.db, { email: "bob-drafts@example.de" });
    const { provision: carla } = await createCustomer(database.db, { email: "carla-drafts@example.de" });
    const { context, session } = await setup(anActor(staff.id, { isStaff: true, heldProvisionId: bob.id }));
    session.set("heldProvisionId", bob.id);
    const drafts = sessionDrafts(database.db, session, bob.id, systemClock);
    await drafts.save("pricing", { payment: { iban: "DE02120300000000202051" } }, 60_000);
    const key = session.get("draftKey")!;

    const opened = await call(open.action, post(`http://x/provisions/${carla.id}`, {}), context, {
      provisionId: carla.id,
    });
    expect(location(opened)).toBe("/overview");
    expect(session.get("heldProvisionId")).toBe(carla.id);
    expect(session.get("draftKey")).toBeUndefined();
    expect(await loadDraft(database.db, key, "pricing", new Date(), bob.id)).toBeNull();

    const onCarla = sessionDrafts(database.db, session, carla.id, systemClock);
    await onCarla.save("pricing", { payment: { iban: "DE89370400440532013000" } }, 60_000);
    const carlaKey = session.get("draftKey")!;
    await call(disconnect.action, post("http://x/provisions/disconnect", {}), context);
    expect(session.get("heldProvisionId")).toBeUndefined();
    expect(await loadDraft(database.db, carlaKey, "pricing", new Date(), carla.id)).toBeNull();
  });
});

describe("the route table", () => {
  type Entry = { path?: string; index?: boolean; file: string; children?: Entry[] };
  const objects = (entries: Entry[]): RouteObject[] =>
    entries.map((entry) =>
      entry.index
        ? { index: true, id: entry.file }
        : { path: entry.path, id: entry.file, children: entry.children && objects(entry.children) },
    );
  const leaf = (path: string) => matchRoutes(objects(routes as Entry[]), path)?.at(-1)?.route.id;

  it("ranks /provisions/disconnect before /provisions/:provisionId", () => {
    expect(leaf("/provisions/disconnect")).toBe("routes/staff/provisions.disconnect.tsx");
    expect(leaf("/provisions/8c4d3d1e-4a56-4b1f-9a53-3b0f2d1c8e77")).toBe(
      "routes/staff/provisions.$provisionId.tsx",
    );
    expect(leaf("/salesforce")).toBe("routes/staff/salesforce.tsx");
    expect(leaf("/auth/oidc/callback")).toBe("routes/staff/auth.oidc.callback.tsx");
  });
});
