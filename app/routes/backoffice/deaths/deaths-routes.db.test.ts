/** /backoffice/deaths with a real database: who may do what, and what bad input gets (decision 0062). */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "~/.server/auth/actor";
import { createCustomer, createStaff } from "~/.server/testing/crm";
import { auditLog, deathReports, provisions } from "~/.server/db/schema";
import type { Runtime } from "~/.server/runtime";
import {
  actorFor,
  body,
  callUnder,
  location,
  post,
  routeContext,
  status,
  testRuntime,
  useRouteTestBed,
} from "~/.server/testing/routes";
import { middleware as careLayout } from "../layout";
import * as overview from "../../overview/index";
import * as detail from "./$reportId";
import * as list from "./index";
import * as report from "./report";

const { database, runtime } = useRouteTestBed("deaths-routes", {
  seed: false,
  replace: { content: {} as Runtime["content"] },
});
let careId: string;
let adminId: string;
let counter = 0;

const URL_REPORT = "http://x/backoffice/deaths/report";
const detailUrl = (id: string) => `http://x/backoffice/deaths/${id}`;

const careActor = (held: string | null = null): Actor =>
  actorFor(careId, { isStaff: true, heldProvisionId: held });
const adminActor = (held: string | null = null): Actor => ({
  ...actorFor(adminId, { isStaff: true, heldProvisionId: held }),
  groups: ["admin"],
});

const form = {
  reporterName: "Petra Muster",
  reporterRelation: "Tochter",
  reporterContact: "petra@example.de",
  dateOfDeath: "03.11.2025",
  certificateReference: "StA Kiel 987/2025",
};

/** The certificate's details as the confirming admin types them (decision 0092). */
const certificate = {
  registryOffice: "Standesamt Kiel",
  registerNumber: "StA Kiel 987/2025",
  certificateDate: "03.11.2025",
  seen: "on",
};

type FormReply = { error?: Record<string, string[]> };

async function customer() {
  counter += 1;
  return (await createCustomer(database.db, { email: `death-route-${counter}@example.de` })).provision;
}

async function reportAs(actor: Actor, values: Record<string, string> = form) {
  const { context } = await routeContext(runtime, actor);
  return callUnder(careLayout, report.action, post(URL_REPORT, values), context);
}

/** A report made through the route by customer care; its id from the redirect. */
async function reportedThroughRoute() {
  const provision = await customer();
  const result = await reportAs(careActor(provision.id));
  expect(status(result)).toBe(302);
  const id = location(result)!.split("/").pop()!;
  return { provision, id };
}

async function stepAs(actor: Actor, id: string, fields: Record<string, string>) {
  const { context } = await routeContext(runtime, actor);
  return callUnder(careLayout, detail.action, post(detailUrl(id), fields), context, { reportId: id });
}

const rowOf = async (id: string) =>
  (await database.db.select().from(deathReports).where(eq(deathReports.id, id)))[0]!;

beforeAll(async () => {
  careId = (await createStaff(database.db, "care-death-routes@vorsorgeportal.de")).id;
  adminId = (await createStaff(database.db, "admin-death-routes@vorsorgeportal.de")).id;
});

describe("/backoffice/deaths for customers", () => {
  it("does not exist: every page and post is 404, nothing stored, the attempt audited", async () => {
    const provision = await customer();
    const owner = actorFor(provision.userId!, { ownProvisionId: provision.id });
    const { context } = await routeContext(runtime, owner);
    expect(
      status(await callUnder(careLayout, list.loader, new Request("http://x/backoffice/deaths"), context)),
    ).toBe(404);
    expect(status(await callUnder(careLayout, report.action, post(URL_REPORT, form), context))).toBe(404);
    const { id } = await reportedThroughRoute();
    expect(status(await stepAs(owner, id, { intent: "withdraw", version: "1", reason: "x" }))).toBe(404);
    expect((await rowOf(id)).status).toBe("reported");
    const refusals = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorUserId, provision.userId!), eq(auditLog.action, "backoffice.refused")));
    expect(refusals).toHaveLength(3);
  });
});

describe("reporting", () => {
  it("without a held provision: the page says so, a post is refused", async () => {
    const { context } = await routeContext(runtime, careActor());
    expect(body(await callUnder(careLayout, report.loader, new Request(URL_REPORT), context))).toEqual({
      held: null,
    });
    expect(status(await reportAs(careActor()))).toBe(404);
  });

  it("records the report and redirects to it", async () => {
    const { provision, id } = await reportedThroughRoute();
    expect(await rowOf(id)).toMatchObject({ provisionId: provision.id, dateOfDeath: "2025-11-03" });
    const { context } = await routeContext(runtime, careActor(provision.id));
    expect(body(await callUnder(careLayout, report.loader, new Request(URL_REPORT), context))).toMatchObject({
      held: { existingId: id },
    });
  });

  it("answers empty, overlong and impossible input with German messages at the fields, 400, nothing stored", async () => {
    const provision = await customer();
    const result = await reportAs(careActor(provision.id), {
      reporterName: "",
      reporterRelation: "x".repeat(61),
      reporterContact: "irgendwo",
      dateOfDeath: "31.02.2025",
      certificateReference: " ",
    });
    expect(status(result)).toBe(400);
    const errors = body<FormReply>(result).error!;
    expect(errors.reporterName).toEqual(["Dieses Feld muss ausgefüllt werden."]);
    expect(errors.reporterRelation![0]).toContain("höchstens 60 Zeichen");
    expect(errors.reporterContact).toEqual([
      "Bitte geben Sie eine Telefonnummer oder eine E-Mail-Adresse ein.",
    ]);
    expect(errors.dateOfDeath).toHaveLength(1);
    expect(errors.certificateReference).toEqual(["Dieses Feld muss ausgefüllt werden."]);
    expect(
      await database.db.select().from(deathReports).where(eq(deathReports.provisionId, provision.id)),
    ).toEqual([]);
  });

  it("refuses a date of death in the future at its field", async () => {
    const provision = await customer();
    const result = await reportAs(careActor(provision.id), { ...form, dateOfDeath: "01.01.2099" });
    expect(status(result)).toBe(400);
    expect(body<FormReply>(result).error!.dateOfDeath).toEqual([
      "Das Sterbedatum darf nicht in der Zukunft liegen.",
    ]);
  });
});

describe("the report's steps", () => {
  it("customer care cannot confirm: 404, nothing stored", async () => {
    const { id } = await reportedThroughRoute();
    expect(status(await stepAs(careActor(), id, { intent: "confirm", version: "1", ...certificate }))).toBe(
      404,
    );
    // Without the certificate's details too: the step is refused as such, not with the fields' messages.
    expect(status(await stepAs(careActor(), id, { intent: "confirm", version: "1" }))).toBe(404);
    expect(status(await stepAs(careActor(), id, { intent: "revokeRequest", version: "1" }))).toBe(404);
    expect((await rowOf(id)).status).toBe("reported");
  });

  it("the reporter cannot confirm; an admin can, and the plan freezes", async () => {
    const { provision, id } = await reportedThroughRoute();
    const own = await stepAs({ ...careActor(), groups: ["admin"] }, id, {
      intent: "confirm",
      version: "1",
      ...certificate,
    });
    expect(status(own)).toBe(403);
    const confirmed = await stepAs(adminActor(), id, { intent: "confirm", version: "1", ...certificate });
    expect(location(confirmed)).toBe(`/backoffice/deaths/${id}`);
    expect((await rowOf(id)).status).toBe("confirmed");
    const [frozen] = await database.db.select().from(provisions).where(eq(provisions.id, provision.id));
    expect(frozen!.frozenAt).not.toBeNull();
  });

  it("ignores a forged confirmedBy or reportedBy: the report names who acted", async () => {
    const { id } = await reportedThroughRoute();
    const forged = { confirmedBy: careId, reportedBy: adminId, withdrawnBy: careId };
    const result = await stepAs(adminActor(), id, {
      intent: "confirm",
      version: "1",
      ...certificate,
      ...forged,
    });
    expect(status(result)).toBe(302);
    expect(await rowOf(id)).toMatchObject({ status: "confirmed", confirmedBy: adminId, reportedBy: careId });
  });

  it("asks for the certificate's details: a number or date other than the report's is refused at its field", async () => {
    const { provision, id } = await reportedThroughRoute();
    const wrong = await stepAs(adminActor(), id, {
      intent: "confirm",
      version: "1",
      ...certificate,
      registerNumber: "StA Kiel 988/2025",
    });
    expect(status(wrong)).toBe(400);
    expect(body<FormReply>(wrong).error!.registerNumber![0]).toMatch(/stimmt nicht mit der Meldung überein/);
    const date = await stepAs(adminActor(), id, {
      intent: "confirm",
      version: "1",
      ...certificate,
      certificateDate: "04.11.2025",
    });
    expect(
      body<FormReply>(date).error!.dateOfDeath ?? body<FormReply>(date).error!.certificateDate,
    ).toBeDefined();
    const unseen = await stepAs(adminActor(), id, {
      intent: "confirm",
      version: "1",
      ...certificate,
      seen: "",
    });
    expect(status(unseen)).toBe(400);
    expect(body<FormReply>(unseen).error!.seen).toEqual([
      "Bitte bestätigen Sie, dass Sie die Sterbeurkunde selbst gesehen haben.",
    ]);
    expect((await rowOf(id)).status).toBe("reported");
    const [open] = await database.db.select().from(provisions).where(eq(provisions.id, provision.id));
    expect(open!.frozenAt).toBeNull();
  });

  it("a stale form gets 409 and changes nothing", async () => {
    const { id } = await reportedThroughRoute();
    const result = await stepAs(careActor(), id, { intent: "withdraw", version: "5", reason: "Irrtum" });
    expect(status(result)).toBe(409);
    expect((await rowOf(id)).status).toBe("reported");
  });

  it("a withdrawal needs a reason", async () => {
    const { id } = await reportedThroughRoute();
    const result = await stepAs(careActor(), id, { intent: "withdraw", version: "1", reason: "  " });
    expect(status(result)).toBe(400);
    expect(body<FormReply>(result).error!.reason).toEqual(["Dieses Feld muss ausgefüllt werden."]);
  });

  it("a funeral before the death gets its message; a good date is saved", async () => {
    const { id } = await reportedThroughRoute();
    await stepAs(adminActor(), id, { intent: "confirm", version: "1", ...certificate });
    const before = await stepAs(careActor(), id, {
      intent: "funeral",
      version: "2",
      funeralDate: "02.11.2025",
    });
    expect(status(before)).toBe(400);
    expect(body<FormReply>(before).error!.funeralDate).toEqual([
      "Die Beisetzung kann nicht vor dem Sterbedatum liegen.",
    ]);
    const saved = await stepAs(careActor(), id, {
      intent: "funeral",
      version: "2",
      funeralDate: "10.11.2025",
    });
    expect(status(saved)).toBe(302);
    expect((await rowOf(id)).funeralDate).toBe("2025-11-10");
  });

  it("an unknown intent is 400; an unknown or malformed report is 404", async () => {
    const { id } = await reportedThroughRoute();
    expect(status(await stepAs(adminActor(), id, { intent: "delete", version: "1" }))).toBe(400);
    for (const reportId of ["kein-bericht", "00000000-0000-4000-8000-000000000000"]) {
      const { context } = await routeContext(runtime, careActor());
      expect(
        status(
          await callUnder(careLayout, detail.loader, new Request(detailUrl(reportId)), context, { reportId }),
        ),
      ).toBe(404);
      expect(
        status(await stepAs(adminActor(), reportId, { intent: "confirm", version: "1", ...certificate })),
      ).toBe(404);
    }
  });

  it("shows customer care the undertaker's documents only for the held provision", async () => {
    const { provision, id } = await reportedThroughRoute();
    const { context } = await routeContext(runtime, careActor(provision.id));
    const shown = body<{ holding: boolean; steps: string[] }>(
      await callUnder(careLayout, detail.loader, new Request(detailUrl(id)), context, { reportId: id }),
    );
    expect(shown).toMatchObject({ holding: true, steps: ["withdraw"] });
  });
});

describe("the overview's way to the report", () => {
  it("shows staff holding the provision the link, never the customer", async () => {
    const withContent = testRuntime(database, "/tmp/vp-deaths-routes");
    const provision = await customer();
    const overviewOf = async (actor: Actor) => {
      const { context } = await routeContext(withContent, actor);
      return body<{ deathReport: unknown }>(
        await callUnder([], overview.loader, new Request("http://x/overview"), context),
      );
    };
    const owner = actorFor(provision.userId!, { ownProvisionId: provision.id });
    expect((await overviewOf(owner)).deathReport).toBeNull();
    expect((await overviewOf(careActor(provision.id))).deathReport).toEqual({ report: null });
    const made = await reportAs(careActor(provision.id));
    const id = location(made)!.split("/").pop()!;
    expect((await overviewOf(careActor(provision.id))).deathReport).toEqual({
      report: { id, status: "reported" },
    });
    expect((await overviewOf(owner)).deathReport).toBeNull();
  });
});
