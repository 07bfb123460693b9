/** The back office's shell with a real database: who may enter which section, and what a refusal leaves behind. */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Actor } from "~/.server/auth/actor";
import { createCustomer, createStaff } from "~/.server/testing/crm";
import { auditLog } from "~/.server/db/schema";
import type { Runtime } from "~/.server/runtime";
import { actorFor, body, callUnder, location, status, useRouteTestBed } from "~/.server/testing/routes";
import { middleware as adminLayout } from "./admin-layout";
import * as start from "./index";
import * as layout from "./layout";
import * as catalogue from "./catalogue/index";

const { database, anonymous, contextFor } = useRouteTestBed("backoffice-routes", {
  seed: false,
  replace: { content: {} as Runtime["content"] },
});

const asAdmin = (actor: Actor): Actor => ({ ...actor, groups: ["admin"] });

async function refusals(userId: string) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorUserId, userId), eq(auditLog.action, "backoffice.refused")));
}

/** The sections the start page lists to `actor`, and the status the admin-only catalogue answers it. */
async function startAndCatalogue(actor: Actor) {
  const { context } = await contextFor(actor);
  const shown = body<{ sections: { path: string }[] }>(
    await callUnder(layout.middleware, start.loader, new Request("http://x/backoffice"), context),
  );
  const opened = await callUnder(
    [...layout.middleware, ...adminLayout],
    catalogue.loader,
    new Request("http://x/backoffice/catalogue"),
    context,
  );
  return { sections: shown.sections.map((section) => section.path), catalogue: status(opened ?? {}) };
}

describe("/backoffice", () => {
  it("sends anonymous visitors to the login", async () => {
    const { context } = await anonymous();
    const result = await callUnder(
      layout.middleware,
      layout.loader,
      new Request("http://x/backoffice"),
      context,
    );
    expect(location(result)).toBe("/login?redirectTo=%2Fbackoffice");
  });

  it("does not exist for a customer: 404, and the attempt is in the audit log", async () => {
    const { user } = await createCustomer(database.db, { email: "customer-bo@example.de" });
    const { context } = await contextFor(actorFor(user.id));
    expect(
      status(await callUnder(layout.middleware, layout.loader, new Request("http://x/backoffice"), context)),
    ).toBe(404);
    expect(
      status(await callUnder(layout.middleware, start.loader, new Request("http://x/backoffice"), context)),
    ).toBe(404);
    const entries = await refusals(user.id);
    expect(entries).toHaveLength(2);
    expect(entries[0]!.detail).toMatchObject({ path: "/backoffice", method: "GET", need: "care" });
  });

  it("shows customer care its own sections only, and refuses it an admin section with 404", async () => {
    const staff = await createStaff(database.db, "care-bo@vorsorgeportal.de");
    const shown = await startAndCatalogue(actorFor(staff.id, { isStaff: true }));
    expect(shown.sections).toEqual([
      "/backoffice/customers",
      "/backoffice/deaths",
      "/backoffice/letters",
      "/salesforce",
    ]);
    expect(shown.catalogue).toBe(404);
    const [entry] = await refusals(staff.id);
    expect(entry!.detail).toMatchObject({ path: "/backoffice/catalogue", need: "admin" });
  });

  it("shows an admin every section", async () => {
    const staff = await createStaff(database.db, "admin-bo@vorsorgeportal.de");
    const shown = await startAndCatalogue(asAdmin(actorFor(staff.id, { isStaff: true })));
    expect(shown.sections).toEqual([
      "/backoffice/customers",
      "/backoffice/deaths",
      "/backoffice/letters",
      "/salesforce",
      "/backoffice/catalogue",
      "/backoffice/sites",
      "/backoffice/coupons",
      "/backoffice/staff",
      "/backoffice/partners",
      "/backoffice/maintenance",
    ]);
    expect(shown.catalogue).toBe(200);
    expect(await refusals(staff.id)).toHaveLength(0);
  });
});
