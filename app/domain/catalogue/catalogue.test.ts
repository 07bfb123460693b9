import { describe, expect, it } from "vitest";
import { cents, grossAt } from "../money";
import { lineGross } from "../offer";
import {
  defaultTakeovers,
  formatNetPriceInput,
  funeralTypesOverlap,
  isVatRateAllowed,
  parseNetPrice,
  vatRatesFor,
} from "./index";
import { priceItemSchema, productCreateSchema, productEditSchema } from "./validation";

describe("parseNetPrice", () => {
  it("reads German amounts to cents", () => {
    expect(parseNetPrice("1.234,50")).toEqual({ ok: true, cents: 123_450 });
    expect(parseNetPrice("590")).toEqual({ ok: true, cents: 59_000 });
    expect(parseNetPrice("12,5 €")).toEqual({ ok: true, cents: 1_250 });
    expect(parseNetPrice("0")).toEqual({ ok: true, cents: 0 });
  });

  it("names the problem: empty, negative, fraction of a cent, no number, too large", () => {
    expect(parseNetPrice("  ")).toEqual({ ok: false, problem: "empty" });
    expect(parseNetPrice("-5")).toEqual({ ok: false, problem: "negative" });
    expect(parseNetPrice("-12,50")).toEqual({ ok: false, problem: "negative" });
    expect(parseNetPrice("12,345")).toEqual({ ok: false, problem: "fraction" });
    expect(parseNetPrice("1.234,567")).toEqual({ ok: false, problem: "fraction" });
    expect(parseNetPrice("zwölf")).toEqual({ ok: false, problem: "notANumber" });
    expect(parseNetPrice("12.5")).toEqual({ ok: false, problem: "notANumber" });
    expect(parseNetPrice("2.000.000")).toEqual({ ok: false, problem: "tooLarge" });
  });

  it("writes cents back as an admin types them", () => {
    expect(formatNetPriceInput(123_450)).toBe("1.234,50");
    expect(formatNetPriceInput(5)).toBe("0,05");
  });
});

describe("VAT", () => {
  it("allows 7 % only for flowers", () => {
    expect(vatRatesFor("flower")).toEqual([19, 7]);
    expect(vatRatesFor("coffin")).toEqual([19]);
    expect(isVatRateAllowed("flower", 7)).toBe(true);
    expect(isVatRateAllowed("urn", 7)).toBe(false);
    expect(isVatRateAllowed("urn", 16)).toBe(false);
  });

  it("prices a line at its own rate, rounded per line; without a rate the category decides", () => {
    expect(grossAt(cents(18_500), 7)).toBe(19_795);
    expect(grossAt(cents(250), 7)).toBe(268);
    expect(lineGross({ netCents: cents(18_500), category: "flower", vatRate: 19 })).toBe(22_015);
    expect(lineGross({ netCents: cents(18_500), category: "coffin", vatRate: 7 })).toBe(19_795);
    expect(lineGross({ netCents: cents(18_500), category: "flower" })).toBe(19_795);
    expect(lineGross({ netCents: cents(100), vatRate: 19, quantity: 3 })).toBe(357);
  });
});

describe("one default per category, plan and funeral type", () => {
  const product = (
    id: string,
    defaultPlans: ("basic" | "high" | "premium")[],
    funeralTypes: ("sea" | "tree" | "burial" | "cremation")[] = [],
  ) => ({
    id,
    category: "urn" as const,
    defaultPlans,
    funeralTypes,
  });

  it("takes the plans from the other products of the category that share a funeral type", () => {
    const target = product("new", ["high"], ["cremation"]);
    expect(
      defaultTakeovers(target, [
        product("old", ["high"], ["cremation"]),
        product("all", ["basic", "high"]),
        product("sea", ["high"], ["sea"]),
        product("other-plan", ["basic"], ["cremation"]),
        { ...product("coffin", ["high"]), category: "coffin" as const },
      ]),
    ).toEqual([
      { id: "old", before: ["high"], after: [] },
      { id: "all", before: ["basic", "high"], after: ["basic"] },
    ]);
  });

  it("changes nothing for a product that is no default", () => {
    expect(defaultTakeovers(product("new", []), [product("old", ["high"])])).toEqual([]);
  });

  it("treats an empty list of funeral types as every type", () => {
    expect(funeralTypesOverlap([], ["sea"])).toBe(true);
    expect(funeralTypesOverlap(["tree"], ["sea"])).toBe(false);
  });
});

describe("forms", () => {
  const valid = {
    name: "Eichensarg",
    shortName: "Eiche",
    price: "1.290,00",
    vatRate: "19",
    category: "coffin",
  };

  it("parses a product with its lists", () => {
    const parsed = productEditSchema.parse({
      ...valid,
      funeralTypes: "burial",
      defaultPlans: ["high", "premium"],
    });
    expect(parsed).toMatchObject({
      price: 129_000,
      vatRate: 19,
      funeralTypes: ["burial"],
      defaultPlans: ["high", "premium"],
      sort: 0,
    });
  });

  it("refuses a bad price, VAT class, category and an empty name with German messages naming the field", () => {
    const messages = (input: Record<string, unknown>) => {
      const result = productEditSchema.safeParse(input);
      return result.success
        ? {}
        : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(messages({ ...valid, price: "12,345" }).price).toMatch(/Nettopreis .* zwei Nachkommastellen/);
    expect(messages({ ...valid, price: "-1" }).price).toBe("Der Nettopreis darf nicht unter 0 € liegen.");
    expect(messages({ ...valid, price: "abc" }).price).toMatch(/^Der Nettopreis ist kein Betrag/);
    expect(messages({ ...valid, vatRate: "16" }).vatRate).toMatch(/^Diesen Umsatzsteuersatz gibt es nicht/);
    expect(messages({ ...valid, vatRate: "7" }).vatRate).toMatch(/nur für Blumen/);
    expect(messages({ ...valid, category: "sofa" }).category).toMatch(/^Diese Kategorie gibt es nicht/);
    expect(messages({ ...valid, name: "" }).name).toBe("Bitte geben Sie einen Namen ein.");
    expect(messages({ ...valid, name: undefined }).name).toBe("Bitte geben Sie einen Namen ein.");
    expect(messages({ ...valid, sort: "x" }).sort).toMatch(/Reihenfolge/);
    expect(messages({ ...valid, pictureUrl: "javascript:alert(1)" }).pictureUrl).toMatch(/Bild-Adresse/);
  });

  it("reads an article number upper-case and refuses other characters", () => {
    expect(productCreateSchema.parse({ ...valid, articleNumber: "sa-2001" }).articleNumber).toBe("SA-2001");
    expect(productCreateSchema.safeParse({ ...valid, articleNumber: "SA 2001" }).success).toBe(false);
  });

  it("parses a service or an extra", () => {
    expect(priceItemSchema.parse({ name: "Trauerfeier", price: "450" })).toMatchObject({
      price: 45_000,
      intent: "save",
    });
    expect(priceItemSchema.safeParse({ name: "Trauerfeier", price: "4,505" }).success).toBe(false);
  });
});
