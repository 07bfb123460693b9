/**
 * The frozen plan seen through the routes (decision 0063): the owner's every private request, form posts
 * included, goes to the calm page, which shows condolence, the hotline and "Abmelden" and nothing of the
 * provision; staff holding the provision see its overview with the notice and download its PDFs; the trusted
 * person's new read-access link opens the summary.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCustomer, createStaff } from "~/.server/testing/crm";
import { mailOutbox, provisions, type Provision } from "~/.server/db/schema";
import { freezeProvisionById } from "~/.server/services/after-death/freeze";
import { changePagesContext } from "~/.server/services/after-death/freeze-guard";
import {
  actorFor,
  body,
  call,
  declaredChangePages,
  location,
  routeContext,
  status,
  useRouteTestBed,
} from "~/.server/testing/routes";
import * as overview from "../overview/index";
import * as summaryPdf from "../documents/pdf.provision.$provisionId";
import * as directivePdf from "../documents/pdf.provision.$provisionId.bestattungsverfuegung";
import * as readAccess from "../trusted-person/einsicht.$token";
import * as layout from "../private/layout";
import * as closed from "./vorsorge-abgeschlossen";

const { database, runtime } = useRouteTestBed("frozen-routes", {
  env: { HOTLINE_NUMBER: "0800 330 44 55", HOTLINE_HOURS: "Mo–Fr 8–18 Uhr" },
});
let staffId: string;

beforeAll(async () => {
  staffId = (await createStaff(database.db, "care-frozen@vorsorgeportal.de")).id;
}, 180_000);

let counter = 0;
async function customer(change: Partial<Provision> = {}) {
  counter += 1;
  const made = await createCustomer(database.db, { email: `frozen-${counter}@example.de`, confirmed: true });
  const [provision] = await database.db
    .update(provisions)
    .set({ updatedAt: new Date(), ...change })
    .where(eq(provisions.id, made.provision.id))
    .returning();
  return { ...made, provision: provision! };
}

const freeze = (provisionId: string) =>
  freezeProvisionById(database.db, provisionId, { now: new Date(), config: runtime.config });

const request = (path: string, method = "GET") =>
  new Request(`http://localhost${path}`, method === "GET" ? {} : { method, body: new FormData() });

/** Runs the signed-in layout's middleware: the redirect it throws, or the 200 of `next` when the request goes on. */
async function throughLayout(
  path: string,
  actor: ReturnType<typeof actorFor>,
  { method = "GET", afterSignIn = false } = {},
) {
  const { context, session } = await routeContext(runtime, actor);
  context.set(changePagesContext, await declaredChangePages());
  // Right after a sign-in the intro screens are due.
  if (afterSignIn) session.set("showIntro", true);
  const result = await call(
    ((args: Parameters<(typeof layout.middleware)[0]>[0]) =>
      layout.middleware[0]!(args, async () => new Response("next"))) as never,
    request(path, method),
    context,
  );
  // A middleware that lets the request go on returns nothing (React Router then calls `next` itself).
  return { result: result ?? new Response("next"), session, context };
}

const owner = (made: Awaited<ReturnType<typeof customer>>) =>
  actorFor(made.user.id, { ownProvisionId: made.provision.id });
const holding = (provisionId: string) => actorFor(staffId, { isStaff: true, heldProvisionId: provisionId });

describe("the owner of a frozen provision", () => {
  it("is sent to the calm page from every private page, also when posting a form", async () => {
    const made = await customer();
    await freeze(made.provision.id);
    for (const [path, method] of [
      ["/overview", "GET"],
      ["/overview/offer", "GET"],
      ["/overview/letters", "GET"],
      ["/overview/wishes/music/edit", "POST"],
      ["/profile", "POST"],
    ] as const) {
      const { result } = await throughLayout(path, owner(made), { method, afterSignIn: true });
      expect(status(result), path).toBe(302);
      expect(location(result), path).toBe("/vorsorge-abgeschlossen");
    }
    // The calm page itself is let through, without the intro screens a sign-in would show first.
    const calm = await throughLayout("/vorsorge-abgeschlossen", owner(made), { afterSignIn: true });
    expect(status(calm.result)).toBe(200);
  });

  it("sees condolence, the hotline, the contract number and nothing of the provision", async () => {
    const made = await customer({ music: "Ave Maria", trustedPerson: null });
    await freeze(made.provision.id);
    const { context } = await routeContext(runtime, owner(made));
    const page = body<Record<string, unknown>>(
      await call(closed.loader, request("/vorsorge-abgeschlossen"), context),
    );
    expect(page).toEqual({
      name: "Erika Muster",
      contractNumber: String(made.provision.number),
      hotline: { number: "0800 330 44 55", hours: "Mo–Fr 8–18 Uhr" },
    });
  });

  it("a customer whose provision is not frozen goes on as before and is asked once per session", async () => {
    const made = await customer();
    const { result, session } = await throughLayout("/overview", owner(made));
    expect(status(result)).toBe(200);
    expect(session.get("openProvisionChecked")).toBe(made.provision.id);
    const { context } = await routeContext(runtime, owner(made));
    const answer = await call(closed.loader, request("/vorsorge-abgeschlossen"), context);
    expect(location(answer)).toBe("/overview");
  });
});

describe("staff holding a frozen provision", () => {
  it("see its overview with the notice, are never sent to the calm page, and download both PDFs", async () => {
    const made = await customer();
    await freeze(made.provision.id);
    const staff = holding(made.provision.id);
    // The notice's date comes from the signed-in layout (every page: frozen-staff-pages.db.test.ts).
    const { result, context: layoutContext } = await throughLayout("/overview", staff);
    expect(status(result)).toBe(200);

    const { context } = await routeContext(runtime, staff);
    const notice = body<{ frozenOn: string | null }>(
      await call(layout.loader as never, request("/overview"), layoutContext),
    );
    expect(notice.frozenOn).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    expect(status(await call(overview.loader, request("/overview"), context))).toBe(200);
    expect(location(await call(closed.loader, request("/vorsorge-abgeschlossen"), context))).toBe(
      "/overview",
    );

    for (const pdf of [summaryPdf, directivePdf]) {
      const response = (await call(pdf.loader, request(`/pdf/provision/${made.provision.id}`), context, {
        provisionId: made.provision.id,
      })) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/pdf");
    }
  });
});

describe("the trusted person's link", () => {
  it("opens the read-only summary after the freeze", async () => {
    const made = await customer({
      trustedPerson: {
        firstname: "Eva",
        lastname: "Schmidt",
        email: "eva-frozen@beispiel.de",
        phone: "+49431123456",
        readAccessGrantedAt: new Date().toISOString(),
      },
    });
    await freeze(made.provision.id);
    const [mail] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "eva-frozen@beispiel.de"));
    const token = /\/einsicht\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    const { context } = await routeContext(runtime, null);
    const answer = await call(readAccess.loader, request(`/einsicht/${token}`), context, { token });
    expect(status(answer)).toBe(200);
    expect(body<{ state: string }>(answer).state).toBe("active");
  });
});
