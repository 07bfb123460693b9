import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config";
import { LEGAL_SLUGS, legalPage, type LegalSlug } from "./legal";
import type { ContentPort } from "./port";

const markdown = (slug: LegalSlug) => fs.readFileSync(path.join("content", "legal", `${slug}.md`), "utf8");

/** A content port serving content/legal/*.md the way the seeded table or the CMS does. */
function port(
  bodies: Partial<Record<LegalSlug, string>> = {},
): ContentPort & { find: ReturnType<typeof vi.fn> } {
  return {
    find: vi.fn(async (collection: string, filter: Record<string, string> = {}) => {
      const slug = filter.Slug as LegalSlug;
      if (collection !== "LegalPage" || filter.Status !== "live") return [];
      const body =
        slug in bodies
          ? bodies[slug]
          : (LEGAL_SLUGS as readonly string[]).includes(slug)
            ? markdown(slug)
            : undefined;
      return body === undefined ? [] : [{ Slug: slug, Body: body, Status: "live" }];
    }),
  };
}

const config = loadConfig({
  SESSION_SECRET: "s".repeat(40),
  BASE_URL: "https://vorsorge.example.de",
  OPERATOR_NAME: "Ruhe <& Frieden> GmbH",
  OPERATOR_ADDRESS: "Hafenstraße 3 | 24103 Kiel",
  OPERATOR_REPRESENTATIVE: "Jana Muster",
  OPERATOR_EMAIL: "kontakt@ruhe-frieden.de",
  OPERATOR_PHONE: "0431 123456",
  OPERATOR_DPO: "Dr. Paul Schutz | datenschutz@ruhe-frieden.de",
  OPERATOR_REGISTER: "Amtsgericht Kiel, HRB 4711",
  HOTLINE_NUMBER: "0800 111 22 33",
  HOTLINE_HOURS: "Mo–Sa 7:00–20:00 Uhr",
});

/** Fails naming the first expected text the page lacks. */
function expectAll(body: string, expected: Array<string | RegExp>) {
  for (const item of expected) {
    if (typeof item === "string") expect(body).toContain(item);
    else expect(body).toMatch(item);
  }
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ");

describe("legal pages from content/legal", () => {
  it.each(LEGAL_SLUGS)("%s: every placeholder is known and the operator is escaped", async (slug) => {
    const page = await legalPage(port(), config, slug);
    expect(page?.html).toContain("Ruhe &lt;&amp; Frieden&gt; GmbH");
    expect(page?.html).not.toMatch(/\{\{|<&/);
  });

  it("imprint: § 5 DDG data, § 18 MStV, register, VAT and the VSBG statement", async () => {
    const page = await legalPage(port(), config, "impressum");
    expect(page?.title).toBe("Impressum");
    const body = text(page!.html);
    expectAll(body, [
      "§ 5 Digitale-Dienste-Gesetz",
      "Hafenstraße 3 24103 Kiel",
      "Jana Muster",
      "kontakt@ruhe-frieden.de",
      "0431 123456",
      "Amtsgericht Kiel, HRB 4711",
      "§ 27a Umsatzsteuergesetz: nicht vorhanden",
      "§ 18 Abs. 2 Medienstaatsvertrag",
      "§ 36 Abs. 1 Nr. 1 Verbraucherstreitbeilegungsgesetz",
      "0800 111 22 33 (Mo–Sa 7:00–20:00 Uhr)",
    ]);
  });

  it("privacy notice: DPO, every cookie with lifetime, the processors and the data subject's rights", async () => {
    const page = await legalPage(port(), config, "datenschutz");
    const body = text(page!.html);
    expect(page?.toc.map((entry) => entry.title)).toEqual(
      expect.arrayContaining(["Verantwortlicher", "Datenschutzbeauftragter", "Cookies", "Ihre Rechte"]),
    );
    expect(body).toContain("Dr. Paul Schutz datenschutz@ruhe-frieden.de");
    expectAll(body, [
      /__vp_session .* bis Sie den Browser schließen/,
      /vp_consent .* 365 Tage/,
      /sessionID .* nur mit Einwilligung/,
      /userID .* 365 Tage/,
      /__vp_oidc .* 10 Minuten/,
    ]);
    expectAll(body, [
      "Art. 9 Abs. 2 lit. a DSGVO",
      "PayPal (Europe)",
      "Auslieferung der Kartenausschnitte",
      "E-Mail-Versand",
      "Hosting",
    ]);
    const rights = [
      "Art. 15",
      "Art. 16",
      "Art. 17",
      "Art. 18",
      "Art. 20",
      "Art. 21",
      "Art. 7 Abs. 3",
      "Art. 77",
    ];
    expectAll(
      body,
      rights.map((right) => new RegExp(`${right.replace(/\./g, "\\.")}( Abs\\. 1)? DSGVO`)),
    );
  });

  it("terms: price from the constants, term, cancellation, SEPA refund and the withdrawal right with the model form", async () => {
    const page = await legalPage(port(), config, "agb");
    const body = text(page!.html);
    expectAll(body, [
      "18,00 € pro Jahr",
      "28 Tage kostenlos",
      "innerhalb von 8 Wochen",
      "binnen 14 Tagen ohne Angabe von Gründen",
      "Laufzeit und Kündigung",
      "Muster-Widerrufsformular",
      "Ruhe &lt;&amp; Frieden&gt; GmbH, Hafenstraße 3, 24103 Kiel",
      "https://vorsorge.example.de",
    ]);
  });

  it("renders a page once and again only when its text changes", async () => {
    const content = port({ agb: "# AGB\n\nErste Fassung" });
    const first = await legalPage(content, config, "agb");
    expect(await legalPage(content, config, "agb")).toBe(first);
    const changed = port({ agb: "# AGB\n\nZweite Fassung" });
    expect((await legalPage(changed, config, "agb"))?.html).toContain("Zweite Fassung");
  });

  it("answers null when the content port has no text for the page", async () => {
    expect(await legalPage(port({ agb: "  " }), config, "agb")).toBeNull();
    expect(await legalPage({ find: async () => [] }, config, "impressum")).toBeNull();
  });
});
