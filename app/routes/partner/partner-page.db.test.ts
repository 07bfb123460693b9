/** The partner hand-off pages seen by staff holding a customer's provision: every view is in the audit log. */
import { describe, expect, it } from "vitest";
import { createCustomer, createStaff } from "~/.server/testing/crm";
import { listAudit } from "~/.server/services/audit";
import { actorFor, body, call, routeContext, status, useRouteTestBed } from "~/.server/testing/routes";
import * as partner from "./page";

const { database, runtime } = useRouteTestBed("partner-page", { seed: false });

const get = (path: string) => new Request(`http://x${path}`);
const PAGES = ["/overview/patientenverfuegung", "/overview/digitaler-nachlass"];

describe("partner pages", () => {
  it("record each view by staff holding a customer's provision, with the staff member and address", async () => {
    const { user, provision } = await createCustomer(database.db, { email: "partner-kunde@example.de" });
    const staff = await createStaff(database.db, "partner-care@vorsorgeportal.de");

    const own = await routeContext(runtime, actorFor(user.id, { ownProvisionId: provision.id }));
    for (const path of PAGES) expect(status(await call(partner.loader, get(path), own.context))).toBe(200);
    expect(await listAudit(database.db, provision.id)).toEqual([]);

    const holding = actorFor(staff.id, { isStaff: true, heldProvisionId: provision.id });
    const { context } = await routeContext(runtime, holding, "198.51.100.4");
    const living = await call(partner.loader, get(PAGES[0]!), context);
    expect(new URL(body<{ href: string }>(living).href).searchParams.get("username")).toBe(
      "partner-kunde@example.de",
    );
    await call(partner.loader, get(PAGES[1]!), context);
    expect(
      (await listAudit(database.db, provision.id)).map(({ action, actorUserId, ip }) => ({
        action,
        actorUserId,
        ip,
      })),
    ).toEqual([
      { action: "provision.read", actorUserId: staff.id, ip: "198.51.100.4" },
      { action: "provision.read", actorUserId: staff.id, ip: "198.51.100.4" },
    ]);
  });
});
