/**
 * Editorial wording (decision 0041): no catalogue, route, component, mail template or default CMS content
 * carries a form from the list of known wrong ones; the plan-only catalogues never say "Tarif".
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { FORBIDDEN_FORMS, forbiddenFormsIn, PLAN_ONLY_CATALOGUES, renderedFormsIn } from "./forbidden-forms";

const ROOT = join(import.meta.dirname, "..", "..");

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return filesUnder(path, keep);
    return keep(name) ? [path] : [];
  });
}

const source = (name: string) => /\.(tsx?|json)$/.test(name) && !/\.test\.tsx?$/.test(name);
const SCANNED = [
  ...filesUnder("app/i18n/catalog", source),
  ...filesUnder("app/routes", source),
  ...filesUnder("app/components", source),
  ...filesUnder("app/.server/mail", source),
  ...filesUnder("app/.server/pdf", source),
  ...filesUnder("content", (name) => name.endsWith(".json")),
];

describe("wording", () => {
  it("scans the catalogues, routes, components, mail and PDF templates and default content", () => {
    expect(SCANNED).toContain("app/i18n/catalog/pricing.ts");
    expect(SCANNED).toContain("app/routes/register/data.tsx");
    expect(SCANNED).toContain("app/.server/mail/billing-templates.ts");
    expect(SCANNED.length).toBeGreaterThan(100);
  });

  it.each(SCANNED)("%s has none of the known wrong forms", (path) => {
    const found = forbiddenFormsIn(readFileSync(join(ROOT, path), "utf8"));
    expect(found, relative(ROOT, join(ROOT, path))).toEqual([]);
  });

  it.each(PLAN_ONLY_CATALOGUES)("%s calls the portal's plan the Vorsorgeplan, never Tarif", (name) => {
    const text = readFileSync(join(ROOT, "app/i18n/catalog", name), "utf8");
    expect(text.match(/[^"\n]*Tarif[^"\n]*/g) ?? []).toEqual([]);
  });

  it("the list catches each known wrong form", () => {
    const wrong = [
      "Brief an Herr Hans Meier",
      "Alle Preise inklusive MwSt.",
      "inklusive Mehrwertsteuer",
      "Lesezugriff gewähren",
      "Gebühr des Bestattungsortes",
      "Friedhof und Grabart",
      "Tarif wählen",
      "Im kostenlosen Tarif nicht enthalten",
      "Vorsorge aktivieren",
      "Es sind keine Wünsche festgehalten.",
      "Ändern Sie die Adresse, bitten wir die Person",
      "Allgemeinen Geschäftsbedingungen: Bitte stimmen Sie zu.",
    ];
    for (const text of wrong) expect(forbiddenFormsIn(text), text).not.toEqual([]);
    expect(FORBIDDEN_FORMS.length).toBeGreaterThanOrEqual(wrong.length - 2);
  });

  it("lets the right forms pass", () => {
    const right = [
      "Brief an Herrn Hans Meier",
      "Sehr geehrter Herr Meier,",
      "Alle Preise inklusive Umsatzsteuer.",
      "Lesezugang geben",
      "Gebühr des Bestattungsorts",
      "Vorsorgeplan wählen",
      "Tarif beantragen",
      "Ich habe die Allgemeinen Geschäftsbedingungen und die Datenschutzhinweise gelesen.",
      "Allgemeine Geschäftsbedingungen und Datenschutzhinweise: Bitte stimmen Sie zu.",
    ];
    for (const text of right) expect(forbiddenFormsIn(text), text).toEqual([]);
  });

  it("rendered text also shows no stored phone, no English and no pending state as done", () => {
    for (const text of [
      "Telefon: +49431123456",
      "Telefon +491712345678 (mobil)",
      "Please try again",
      "Name: undefined",
      "Erledigt: Anfrage wird versendet",
      "Brief an Herr Jonas Albers",
    ])
      expect(renderedFormsIn(text), text).not.toEqual([]);
    for (const text of [
      "Telefon: 0431 123456",
      "Telefon: +44 20 7946 0958",
      "Vertragsnummer 100123, IBAN DE02 1203 0000 0000 2020 51",
      "Erledigt: Ihre Anfrage ist bei uns eingegangen. Wir leiten sie in den nächsten Minuten weiter.",
      "Sterbegeld, Grabpflege und Trauerfeier",
    ])
      expect(renderedFormsIn(text), text).toEqual([]);
  });
});
