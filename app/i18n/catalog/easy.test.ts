/**
 * Every message in Leichte Sprache keeps the checkable rules (decision 0106, app/domain/easy-language/rules.ts),
 * rendered with every choice its placeholders offer and with figures as the pages fill them in.
 */
import { describe, expect, it } from "vitest";
import { easyTextProblems } from "~/domain/easy-language/rules";
import { t, type MessageKey } from "~/i18n";
import { easyDate, easyEuros } from "~/i18n/easy-format";
import { easy } from "./easy";

/** Headings, link and button texts: the rules but the full stop. */
const isLabel = (key: string) =>
  /\.(heading|title|link|switch|kicker|back|toPortal|more|wordLabel)$/.test(key) ||
  /^easy\.word\.\w+$/.test(key) ||
  key.startsWith("easy.mine.page.");

/** Every combination of the select and plural choices the summary uses, with figures as the pages show them. */
function renderings(key: MessageKey): string[] {
  const fixed = {
    amount: easyEuros(889_464),
    price: easyEuros(1800),
    date: easyDate("2026-12-26"),
    years: 15,
    weeks: 4,
    days: 5,
    name: "Erika Muster",
    site: "Hauptfriedhof Kiel",
    page: "Wünsche",
    word: "Urne",
  };
  return ["burial", "cremation", "sea", "tree"].flatMap((type) =>
    ["basic", "high", "premium"].flatMap((plan) =>
      [1, 3].map((count) => t(key, { ...fixed, type, plan, count })),
    ),
  );
}

describe("Leichte Sprache", () => {
  const keys = Object.keys(easy) as MessageKey[];

  it("has its pages' texts", () => {
    expect(keys.length).toBeGreaterThan(90);
  });

  it.each(keys)("%s keeps the rules", (key) => {
    const problems = [
      ...new Set(renderings(key).flatMap((text) => easyTextProblems(text, { label: isLabel(key) }))),
    ];
    expect(problems).toEqual([]);
  });

  it("catches what is not Leichte Sprache", () => {
    const wrong = [
      "Der Beitrag wird jährlich im Voraus abgebucht.",
      "Sie zahlen ca. 18 € pro Jahr.",
      "Sie können bzw. müssen das Formular ausfüllen.",
      "Wenn Sie kündigen, endet der Vertrag.",
      "Die Frist beträgt zwei Wochen.",
      "Das kostet 2 % mehr.",
      "Sie zahlen nach § 6 der Bedingungen.",
      "Das ist ein sehr langer Satz mit viel zu vielen Wörtern für einen Leser in Leichter Sprache.",
      "Sie zahlen. Dann bekommen Sie den Plan.",
      "Der Vertrag endet (spätestens) im Mai.",
      "Ohne Satzende",
    ];
    for (const text of wrong) expect(easyTextProblems(text), text).not.toEqual([]);
    expect(easyTextProblems("Im 1. Jahr kostet der Plan 1,50 Euro.")).toEqual([]);
  });

  it("writes amounts and dates as a reader of Leichte Sprache reads them", () => {
    expect(easyEuros(1800).replace(/\s/g, " ")).toBe("18 Euro");
    expect(easyEuros(150).replace(/\s/g, " ")).toBe("1,50 Euro");
    expect(easyEuros(889_464).replace(/\s/g, " ")).toBe("8.894,64 Euro");
    expect(easyDate("2026-12-26")).toBe("26. Dezember 2026");
  });
});
