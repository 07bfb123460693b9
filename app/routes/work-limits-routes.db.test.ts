/**
 * Limits on what costs money or reputation (decision 0030), sent as the requests an attacker would send: mails to
 * the trusted person's address, PDF builds and the data export. Every refusal is a 4xx (503 for a full process)
 * and leaves nothing stored and nothing in the mail outbox.
 */
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCustomer } from "~/.server/testing/crm";
import { loginAttempts, readAccessLinks } from "~/.server/db/schema";
import { buildDocumentLimited } from "~/.server/services/work-limits";
import * as disposition from "./documents/pdf.provision.$provisionId.bestattungsverfuegung";
import * as exporting from "./profile/export";
import { body, call, post, status, useRouteTestBed } from "~/.server/testing/routes";
import * as trustedEdit from "./trusted-person/edit";
import * as trustedPage from "./trusted-person/index";

const { database, runtime, asCustomer, provisionRow, mailsTo } = useRouteTestBed("work-limits-routes");

let counter = 0;
/** A customer signed in from an address of their own (so per-IP limits of one test stay out of another). */
async function customer(options: { confirmed: boolean } = { confirmed: true }) {
  counter += 1;
  const made = await createCustomer(database.db, { email: `limits${counter}@example.de`, ...options });
  const { context } = await asCustomer(made, `192.0.2.${counter}`);
  return { ...made, context };
}

const BASE = "http://localhost";
const get = (path: string) => new Request(`${BASE}${path}`);

const PERSON = {
  salutation: "madame",
  firstname: "Eva",
  lastname: "Schmidt",
  relationship: "",
  street: "",
  postalCode: "",
  city: "",
  phone: "0431 123456",
  note: "",
};
const saveTrusted = (
  context: Awaited<ReturnType<typeof customer>>["context"],
  form: Record<string, string>,
) => call(trustedEdit.action, post(`${BASE}/overview/trusted-person/edit`, { ...PERSON, ...form }), context);
const onTrustedPage = (
  context: Awaited<ReturnType<typeof customer>>["context"],
  form: Record<string, string>,
) => call(trustedPage.action, post(`${BASE}/overview/trusted-person`, form), context);

describe("mails to the trusted person's address", () => {
  it("refuse a web address as a name: 400 with a German message, nothing stored, nothing sent", async () => {
    const c = await customer();
    const to = `eva${counter}@beispiel.de`;
    const result = await saveTrusted(c.context, { email: to, lastname: "www.billig-kredit.de" });
    expect(status(result)).toBe(400);
    expect(JSON.stringify(body(result))).toContain("keine Internetadresse");
    expect((await provisionRow(c.provision.id)).trustedPerson).toBeNull();
    expect(await mailsTo(to)).toHaveLength(0);
  });

  it("need a confirmed account: saving sends nothing (decision 0040); notifying is 403 and sends nothing", async () => {
    const c = await customer({ confirmed: false });
    const to = `eva${counter}@beispiel.de`;
    expect(status(await saveTrusted(c.context, { email: to }))).toBe(302);
    expect(await mailsTo(to)).toHaveLength(0);
    const before = await provisionRow(c.provision.id);
    const result = await onTrustedPage(c.context, { intent: "notify" });
    expect(status(result)).toBe(403);
    expect(JSON.stringify(body(result))).toContain("noch nicht bestätigt");
    expect((await provisionRow(c.provision.id)).trustedPerson).toEqual(before.trustedPerson);
    expect(await mailsTo(to)).toHaveLength(0);
  });

  it("stop at five a day per account: the sixth answers 429 and changes and sends nothing", async () => {
    const c = await customer();
    const to = `eva${counter}@beispiel.de`;
    expect(status(await saveTrusted(c.context, { email: to }))).toBe(302);
    for (let i = 0; i < 4; i++)
      expect(status(await onTrustedPage(c.context, { intent: "notify" }))).toBe(302);
    expect(status(await onTrustedPage(c.context, { intent: "grant", days: "30" }))).toBe(302);
    expect(await mailsTo(to)).toHaveLength(5);
    const before = await provisionRow(c.provision.id);

    const notify = await onTrustedPage(c.context, { intent: "notify" });
    expect(status(notify)).toBe(429);
    expect(JSON.stringify(body(notify))).toContain("morgen");
    expect(status(await onTrustedPage(c.context, { intent: "grant", days: "90" }))).toBe(429);

    const after = await provisionRow(c.provision.id);
    expect(after.version).toBe(before.version);
    expect(after.trustedPerson).toEqual(before.trustedPerson);
    expect(await mailsTo(to)).toHaveLength(5);
    const links = await database.db
      .select()
      .from(readAccessLinks)
      .where(eq(readAccessLinks.provisionId, c.provision.id));
    expect(links).toHaveLength(1);
    // A new address is stored (saving sends nothing); its notification waits for tomorrow.
    const other = `paul${counter}@beispiel.de`;
    expect(status(await saveTrusted(c.context, { email: other }))).toBe(302);
    expect(status(await onTrustedPage(c.context, { intent: "notify" }))).toBe(429);
    expect(await mailsTo(other)).toHaveLength(0);
  });
});

describe("PDF builds", () => {
  const pdfOf = (c: Awaited<ReturnType<typeof customer>>) =>
    call(disposition.loader, get(`/pdf/provision/${c.provision.id}/bestattungsverfuegung`), c.context, {
      provisionId: c.provision.id,
    });

  it("stop at 30 an hour per account: the 31st answers 429 with a German page", async () => {
    const c = await customer();
    for (let i = 0; i < 30; i++) expect(status(await pdfOf(c))).toBe(200);
    const refused = await pdfOf(c);
    expect(status(refused)).toBe(429);
    expect(JSON.stringify(body(refused))).toContain("sehr viele Dokumente");
    // Another account is not held up by it.
    expect(status(await pdfOf(await customer()))).toBe(200);
  }, 120_000);

  it("answer 503 'try again in a few seconds' while the process builds its maximum, counting nothing", async () => {
    const c = await customer();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const running = Array.from({ length: runtime.config.PDF_MAX_CONCURRENT }, (_, i) =>
      buildDocumentLimited(database.db, `other-account-${i}`, () => held, { now: runtime.clock.now() }),
    );
    const busy = await pdfOf(c);
    expect(status(busy)).toBe(503);
    expect(JSON.stringify(body(busy))).toContain("einigen Sekunden");
    const counted = await database.db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.action, "document-build"), like(loginAttempts.email, `%${c.user.id}`)));
    expect(counted).toEqual([]);
    release();
    await Promise.all(running);
    expect(status(await pdfOf(c))).toBe(200);
  });
});

describe("the data export", () => {
  it("stops at five an hour per account: the sixth answers 429", async () => {
    const c = await customer();
    for (let i = 0; i < 5; i++)
      expect(status(await call(exporting.loader, get("/profile/export"), c.context))).toBe(200);
    const refused = await call(exporting.loader, get("/profile/export"), c.context);
    expect(status(refused)).toBe(429);
    expect(refused).not.toBeInstanceOf(Response);
  });
});
