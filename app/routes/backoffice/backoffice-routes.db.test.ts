/** The back office's shell with a real database: who may enter which section, and what a refusal leaves behind. */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "~/.server/auth/actor";
import { createCustomer, createStaff } from "~/.server/testing/crm";
import { auditLog } from "~/.server/db/schema";
import { useTestDatabase } from "~/.server/testing/test-database";
import type { Runtime } from "~/.server/runtime";
import {
  actorFor,
  body,
  callUnder,
  location,
  routeContext,
  status,
  testRuntime,
} from "~/.server/testing/routes";
import { middleware as adminLayout } from "./admin-layout";
import * as start from "./index";
import * as layout from "./layout";
import * as catalogue from "./catalogue/index";

const database = useTestDatabase({ seed: false });
let runtime: Runtime;

beforeAll(() => {
  runtime = { ...testRuntime(database, "/tmp/vp-backoffice-routes"), content: {} as Runtime["content"] };
});

const asAdmin = (actor: Actor): Actor => ({ ...actor, groups: ["admin"] });

async function refusals(userId: string) {
  return database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorUserId, userId), eq(auditLog.action, "backoffice.refused")));
}

describe("/backoffice", () => {
  it("sends anonymous visitors to the login", async () => {
    const { context } = await routeContext(runtime, null);
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
    const { context } = await routeContext(runtime, actorFor(user.id));
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
    const { context } = await routeContext(runtime, actorFor(staff.id, { isStaff: true }));
    const shown = body<{ sections: { path: string }[] }>(
      await callUnder(layout.middleware, start.loader, new Request("http://x/backoffice"), context),
    );
    expect(shown.sections.map((section) => section.path)).toEqual([
      "/backoffice/customers",
      "/backoffice/deaths",
      "/backoffice/letters",
      "/salesforce",
    ]);
    const refused = await callUnder(
      [...layout.middleware, ...adminLayout],
      catalogue.loader,
      new Request("http://x/backoffice/catalogue"),
      context,
    );
    expect(status(refused)).toBe(404);
    const [entry] = await refusals(staff.id);
    expect(entry!.detail).toMatchObject({ path: "/backoffice/catalogue", need: "admin" });
  });

  it("shows an admin every section", async () => {
    const staff = await createStaff(database.db, "admin-bo@vorsorgeportal.de");
    const { context } = await routeContext(runtime, asAdmin(actorFor(staff.id, { isStaff: true })));
    const shown = body<{ sections: { path: string }[] }>(
      await callUnder(layout.middleware, start.loader, new Request("http://x/backoffice"), context),
    );
    expect(shown.sections.map((section) => section.path)).toEqual([
      "/backoffice/customers",
      "/backoffice/deaths",
      "/backoffice/letters",
      "/salesforce",
      "/backoffice/catalogue",
      "/backoffice/sites",
      "/backoffice/coupons",
      "/backoffice/staff",
      "/backoffice/partners",
    ]);
    const opened = await callUnder(
      [...layout.middleware, ...adminLayout],
      catalogue.loader,
      new Request("http://x/backoffice/catalogue"),
      context,
    );
    expect(status(opened ?? {})).toBe(200);
    expect(await refusals(staff.id)).toHaveLength(0);
  });
});
