/**
 * The profile area's routes with a real database: bad input (400, nothing stored), foreign and malformed ids on
 * the PDF routes (404), the unconfirmed block (403), cache headers, the export download and the partner link.
 */
import { describe, expect, it } from "vitest";
import { createCustomer, createStaff } from "~/.server/testing/crm";
import { HAS_PDFTOTEXT, extractText } from "~/.server/testing/pdf";
import { listAudit } from "~/.server/services/audit";
import { findProvision } from "~/.server/services/provisions";
import * as documents from "../documents/index";
import * as disposition from "../documents/pdf.provision.$provisionId.bestattungsverfuegung";
import * as summary from "../documents/pdf.provision.$provisionId";
import * as partner from "../partner/page";
import { actorFor, body, call, location, post, status, useRouteTestBed } from "~/.server/testing/routes";
import * as exporting from "./export";
import * as profile from "./index";

const { database, runtime, asCustomer, asStaff, mailsTo } = useRouteTestBed("profile-routes");

let counter = 0;
async function cast(options: { confirmed?: boolean; paid?: boolean } = { confirmed: true }) {
  counter += 1;
  const a = await createCustomer(database.db, { email: `route-a${counter}@example.de`, ...options });
  const b = await createCustomer(database.db, { email: `route-b${counter}@example.de`, ...options });
  const care = await createStaff(database.db, `route-care${counter}@vorsorgeportal.de`);
  return {
    a,
    b,
    customerA: () => asCustomer(a),
    holdingB: () => asStaff(care.id, b.provision.id),
    care,
  };
}

const provisionOf = async (made: { user: { id: string }; provision: { id: string } }) =>
  (await findProvision(database.db, actorFor(made.user.id, { ownProvisionId: made.provision.id })))!;
const get = (path: string) => new Request(`http://localhost${path}`);
const VALID = {
  intent: "save",
  salutation: "madame",
  firstname: "Anna",
  lastname: "Schröder",
  email: "anna@example.de",
  provisionBirth: "24.12.1950",
  street: "",
  postalCode: "",
  city: "",
  phone: "0431 1234567",
};

describe("/profile action", () => {
  it("answers bad input with 400 and German field messages, and stores nothing", async () => {
    const { a, customerA } = await cast();
    const { context } = await customerA();
    const result = await call(
      profile.action,
      post("http://localhost/profile", {
        ...VALID,
        firstname: "",
        email: "kein-at",
        provisionBirth: "31.02.1950",
        street: "Holstenstraße 5",
        postalCode: "12",
        city: "Kiel",
        phone: "12",
        version: String(a.provision.version),
      }),
      context,
    );
    expect(status(result)).toBe(400);
    const errors = body<{ error: Record<string, string[]> }>(result).error;
    expect(Object.keys(errors).sort()).toEqual([
      "email",
      "firstname",
      "phone",
      "postalCode",
      "provisionBirth",
    ]);
    expect(errors.firstname![0]).toBe("Dieses Feld muss ausgefüllt werden.");
    const stored = await findProvision(database.db, actorFor(a.user.id, { ownProvisionId: a.provision.id }));
    expect(stored).toMatchObject({ firstname: "Erika", version: a.provision.version });
  });

  it("accepts an own-domain e-mail only in the customer-care copy form", async () => {
    const { a, customerA } = await cast();
    const send = async (email: string) =>
      call(
        profile.action,
        post("http://localhost/profile", {
          ...VALID,
          email,
          version: String((await provisionOf(a)).version),
        }),
        (await customerA()).context,
      );
    const refused = await send("max@vorsorgeportal.de");
    expect(status(refused)).toBe(400);
    expect(body<{ error: Record<string, string[]> }>(refused).error.email![0]).toContain("kundenservice+");
    expect(location(await send("kundenservice+kunde1@vorsorgeportal.de"))).toBe("/profile#meldungen");
    // Like every new contact address it waits for its confirmation link (decision 0029).
    expect((await provisionOf(a)).pendingEmail).toBe("kundenservice+kunde1@vorsorgeportal.de");
  });

  it("saves valid data with post/redirect/get; a stale version is a 409 with nothing stored", async () => {
    const { a, customerA } = await cast();
    const saved = await call(
      profile.action,
      post("http://localhost/profile", { ...VALID, version: String(a.provision.version) }),
      (await customerA()).context,
    );
    expect(location(saved)).toBe("/profile#meldungen");
    const stale = await call(
      profile.action,
      post("http://localhost/profile", {
        ...VALID,
        firstname: "Berta",
        version: String(a.provision.version),
      }),
      (await customerA()).context,
    );
    expect(status(stale)).toBe(409);
    const stored = await findProvision(database.db, actorFor(a.user.id, { ownProvisionId: a.provision.id }));
    expect(stored).toMatchObject({ firstname: "Anna", lastname: "Schröder", phone: "+494311234567" });
  });

  it("answers an unknown intent with 400", async () => {
    const { customerA } = await cast();
    const result = await call(
      profile.action,
      post("http://localhost/profile", { intent: "nuke" }),
      (await customerA()).context,
    );
    expect(status(result)).toBe(400);
  });

  it("requests documents for a paid customer; the loader then shows the date and no request button", async () => {
    const { a, customerA } = await cast({ confirmed: true, paid: true });
    const before = await call(profile.loader, get("/profile"), (await customerA()).context);
    expect(body<{ documents: { mayRequest: boolean } }>(before).documents.mayRequest).toBe(true);
    const result = await call(
      profile.action,
      post("http://localhost/profile", { intent: "requestDocuments" }),
      (await customerA()).context,
    );
    expect(location(result)).toBe("/profile#meldungen");
    const after = body<{ documents: { mayRequest: boolean; requestedAt: string | null } }>(
      await call(profile.loader, get("/profile"), (await customerA()).context),
    );
    expect(after.documents).toMatchObject({
      mayRequest: false,
      requestedAt: expect.stringMatching(/^\d\d\.\d\d\.\d{4}$/),
    });
    const mails = await mailsTo(a.user.email);
    expect(mails.map((mail) => mail.template)).toEqual(["documentsConfirmation"]);
  });
});

describe("PDF routes", () => {
  it("serve the own provision's summary and Bestattungsverfügung, never cached for others", async () => {
    const { a, customerA } = await cast();
    for (const [route, prefix] of [
      [summary, "Vorsorge-Erika-Muster-"],
      [disposition, "Bestattungsverfuegung-Erika-Muster-"],
    ] as const) {
      const response = (await call(
        route.loader,
        get(`/pdf/provision/${a.provision.id}`),
        (await customerA()).context,
        {
          provisionId: a.provision.id,
        },
      )) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/pdf");
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("Content-Disposition")).toMatch(
        new RegExp(`${prefix}\\d\\d-\\d\\d-\\d\\d\\.pdf`),
      );
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
      if (HAS_PDFTOTEXT) {
        const text = extractText(bytes);
        expect(text).toContain("Erika Muster");
        expect(text).toContain("Feuerbestattung");
      }
    }
  });

  it("answer another customer's id and malformed ids with 404, and change nothing", async () => {
    const { b, customerA } = await cast();
    for (const id of [b.provision.id, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const result = await call(summary.loader, get(`/pdf/provision/${id}`), (await customerA()).context, {
        provisionId: id,
      });
      expect(status(result)).toBe(404);
    }
    expect(await listAudit(database.db, b.provision.id)).toEqual([]);
  });

  it("are blocked while the account is unconfirmed (403, the spec's message); /documents says so", async () => {
    const { a, customerA } = await cast({ confirmed: false });
    const result = await call(
      summary.loader,
      get(`/pdf/provision/${a.provision.id}`),
      (await customerA()).context,
      {
        provisionId: a.provision.id,
      },
    );
    expect(status(result)).toBe(403);
    expect(body<{ message: string }>(result).message).toMatch(/noch nicht bestätigt/);
    expect(body<{ wayOut?: string }>(result).wayOut).toBe("confirmEmail");
    const page = body<{ refusal: string | null }>(
      await call(documents.loader, get("/documents"), (await customerA()).context),
    );
    expect(page.refusal).toBe("confirmEmail");
  });

  it("serve staff holding the provision, audited as a view in the customer's care log", async () => {
    const { b, holdingB, care } = await cast();
    const response = (await call(
      summary.loader,
      get(`/pdf/provision/${b.provision.id}`),
      (await holdingB()).context,
      {
        provisionId: b.provision.id,
      },
    )) as Response;
    expect(response.status).toBe(200);
    const audit = await listAudit(database.db, b.provision.id);
    expect(audit).toEqual([expect.objectContaining({ action: "documents.pdf", actorUserId: care.id })]);
  });
});

describe("/profile/export", () => {
  it("downloads the customer's data as JSON, not cached; staff holding the provision are refused", async () => {
    const { customerA, holdingB } = await cast();
    const response = (await call(
      exporting.loader,
      get("/profile/export"),
      (await customerA()).context,
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="?Vorsorgeportal-Daten-\d\d-\d\d-\d\d\.json"?$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = JSON.parse(await response.text()) as { provision: { firstname: string } };
    expect(data.provision.firstname).toBe("Erika");
    expect(status(await call(exporting.loader, get("/profile/export"), (await holdingB()).context))).toBe(
      403,
    );
  });
});

describe("partner pages", () => {
  it("link to the living-will partner with username, first and last name, and to the digital-estate provider", async () => {
    const { a, customerA } = await cast();
    const living = body<{ href: string }>(
      await call(partner.loader, get("/overview/patientenverfuegung"), (await customerA()).context),
    );
    const url = new URL(living.href);
    expect(url.origin + url.pathname).toBe(runtime.config.PARTNER_LIVING_WILL_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      username: a.user.email,
      firstname: "Erika",
      lastname: "Muster",
    });
    const estate = body<{ href: string }>(
      await call(partner.loader, get("/overview/digitaler-nachlass"), (await customerA()).context),
    );
    expect(estate.href).toBe(runtime.config.PARTNER_DIGITAL_ESTATE_URL);
  });
});
