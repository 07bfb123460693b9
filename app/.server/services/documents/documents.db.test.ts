/** The provision documents for a full provision: every part of the offer, wishes, guests, trusted person, finance. */
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { isServiceError } from "~/domain/errors";
import { renderedFormsIn } from "~/i18n/forbidden-forms";
import { createCustomer } from "../../testing/crm";
import { provisions } from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import { dispositionPdf, provisionSummaryPdf } from "../../pdf/provision";
import { extractText, HAS_PDFTOTEXT, pageCount } from "../../testing/pdf";
import { actorFor } from "~/.server/testing/routes";
import { provisionDocumentData, readDocumentProvision } from "./index";
import { createFullProvision, FULL_GUESTS } from "../../testing/documents";

const database = useTestDatabase();

// Building the seeded template takes long on a loaded machine.
beforeAll(async () => {}, 180_000);

describe("provision documents", () => {
  it("carry offer, site, products, services, wishes, guests, trusted person and finance notes", async () => {
    const { provision, actor } = await createFullProvision(database.db, "voll@example.de");
    await database.db
      .update(provisions)
      .set({ phone: "+49431123456" })
      .where(eq(provisions.id, provision.id));
    const checked = await readDocumentProvision(database.db, actor, provision.id.toUpperCase(), {
      now: new Date(),
    });
    const data = await provisionDocumentData(database.db, checked);
    expect(data.products.length).toBeGreaterThan(5);
    expect(data.services.length).toBeGreaterThan(0);
    expect(data.guests).toHaveLength(FULL_GUESTS);
    expect(data.site).not.toBeNull();
    // The offer page's rows: they add up to the total the PDF prints.
    const { planFee, packageItems, addedItems, siteFee, coupon, total } = data.breakdown;
    expect(planFee + packageItems.gross + addedItems.gross + (siteFee ?? 0) - coupon).toBe(total);
    expect(total).toBeGreaterThan(0);

    const summary = await provisionSummaryPdf(data);
    const disposition = await dispositionPdf(data);
    expect(pageCount(summary)).toBeGreaterThan(1);
    expect(pageCount(disposition)).toBeGreaterThanOrEqual(1);
    if (!HAS_PDFTOTEXT) return console.warn("pdftotext missing (apt: poppler-utils): text checks skipped");
    // Table cells wrap: compare with whitespace collapsed.
    const text = extractText(summary).replace(/\s+/g, " ");
    for (const expected of [
      "Erika Muster",
      "Feuerbestattung",
      data.products[0]!.name,
      data.services[0]!.name,
      data.site!.title,
      "Ave Maria",
      `Gast ${FULL_GUESTS} Müller-`,
      "Grete Jäger",
      "Sparbuch bei der Förde Sparkasse",
      "Trauerkaffee",
      // Phones as people write them (formatPhone): the customer's and the trusted person's.
      "0431 123456",
      "0431 7654321",
    ])
      expect(text).toContain(expected);
    // The same editorial rules as the pages and mails: no "an Herr", no phone as stored, no English.
    expect(renderedFormsIn(text)).toEqual([]);
    expect(text).toContain("Grundpreis des Pakets");
    expect(text).toContain("Angebotspreis heute");
    // A text stored together with "leave it to my survivors" prints both; it is never dropped.
    const both = await provisionSummaryPdf({
      ...data,
      wishes: { ...data.wishes, quote: { text: "Carpe diem", leftToSurvivors: true } },
    });
    expect(extractText(both).replace(/\s+/g, " ")).toContain(
      "Carpe diem Diese Entscheidung überlasse ich meinen Hinterbliebenen.",
    );
    const signed = extractText(disposition).replace(/\s+/g, " ");
    for (const expected of [
      "Bestattungsverfügung",
      "Erika Muster",
      "Feuerbestattung",
      data.site!.organisationName,
      "Ort",
      "Datum",
      "Unterschrift (Erika Muster)",
    ])
      expect(signed).toContain(expected);
    expect(renderedFormsIn(signed)).toEqual([]);
  });

  it("refuse another customer's provision id (not found) and an unconfirmed account (the spec's 403)", async () => {
    const a = await createCustomer(database.db, { email: "doc-a@example.de", confirmed: true });
    const b = await createCustomer(database.db, { email: "doc-b@example.de", confirmed: false });
    const actorA = actorFor(a.user.id, { ownProvisionId: a.provision.id });
    const actorB = actorFor(b.user.id, { ownProvisionId: b.provision.id });
    const code = (run: Promise<unknown>) =>
      run.then(
        () => "resolved",
        (error: unknown) => (isServiceError(error) ? `${error.code} ${error.status}` : String(error)),
      );
    expect(await code(readDocumentProvision(database.db, actorA, b.provision.id, { now: new Date() }))).toBe(
      "notFound 404",
    );
    expect(await code(readDocumentProvision(database.db, actorB, b.provision.id, { now: new Date() }))).toBe(
      "emailUnconfirmed 403",
    );
    expect(await code(readDocumentProvision(database.db, actorA, a.provision.id, { now: new Date() }))).toBe(
      "resolved",
    );
  });
});
