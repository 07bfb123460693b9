import { describe, expect, it } from "vitest";
import {
  contractNumberIn,
  customerStanding,
  likeEscape,
  nameWords,
  pageCount,
  parseCustomerQuery,
} from "./customers";
import { foldName } from "./name-fold";

describe("pageCount", () => {
  it("counts at least one page", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(51)).toBe(2);
  });
});

describe("contractNumberIn", () => {
  it("reads the number with or without its label, prefix or separators", () => {
    for (const text of [
      "100123",
      " 100123 ",
      "Nr. 100123",
      "Nr 100 123",
      "Vertragsnummer: 100123",
      "VP-100123",
      "#100123",
      "100.123",
      "100-123",
    ]) {
      expect(contractNumberIn(text)).toBe(100123);
    }
  });

  it("is no number for five digits, letters or a mix", () => {
    expect(contractNumberIn("24103")).toBeNull();
    expect(contractNumberIn("12ab34")).toBeNull();
    expect(contractNumberIn("Müller")).toBeNull();
  });
});

describe("parseCustomerQuery", () => {
  it("tells e-mail, postal code, contract number and name apart", () => {
    expect(parseCustomerQuery("Erika@Example.DE")).toEqual({
      ok: true,
      value: { kind: "email", value: "erika@example.de" },
    });
    expect(parseCustomerQuery("24103")).toEqual({ ok: true, value: { kind: "postalCode", value: "24103" } });
    expect(parseCustomerQuery("Nr. 100 123")).toEqual({ ok: true, value: { kind: "number", value: 100123 } });
    expect(parseCustomerQuery("  Erika   Muster ")).toEqual({
      ok: true,
      value: { kind: "name", value: "Erika Muster" },
    });
  });

  it("refuses an empty, a too long or a meaningless search", () => {
    for (const text of ["", "   ", "x".repeat(300), "%%%", "12 34"]) {
      expect(parseCustomerQuery(text)).toEqual({ ok: false, problem: "query" });
    }
  });

  it("reads one word that may begin an e-mail address as a name and as that beginning (decision 0096)", () => {
    expect(parseCustomerQuery("Kunde.A")).toEqual({
      ok: true,
      value: { kind: "name", value: "Kunde.A", emailPrefix: "kunde.a" },
    });
    expect(parseCustomerQuery("mueller")).toEqual({
      ok: true,
      value: { kind: "name", value: "mueller", emailPrefix: "mueller" },
    });
    // Two words, an umlaut or fewer than three characters: a name only.
    for (const text of ["Erika Muster", "Müller", "ab"]) {
      expect(parseCustomerQuery(text)).toEqual({ ok: true, value: { kind: "name", value: text } });
    }
  });

  it("reads a name of short words too (each a whole first or last name)", () => {
    for (const text of ["Li", "Ng", "E M", "Li Xu"]) {
      expect(parseCustomerQuery(text)).toEqual({ ok: true, value: { kind: "name", value: text } });
    }
  });
});

describe("nameWords", () => {
  it("matches words of three letters or more inside a name, shorter ones as a whole name", () => {
    expect(nameWords("Li Xiu  Oz")).toEqual([
      { word: "Li", whole: true, folded: null },
      { word: "Xiu", whole: false, folded: "xiu" },
      { word: "Oz", whole: true, folded: null },
    ]);
    // Letters, not UTF-16 units; at most five words.
    expect(nameWords("Ö 😀😀 a b c d e").map((word) => word.whole)).toEqual([true, true, true, true, true]);
    expect(nameWords("Ö 😀😀 a b c d e")).toHaveLength(5);
  });
});

describe("likeEscape", () => {
  it("escapes the LIKE wildcards", () => {
    expect(likeEscape("50%_a\\b")).toBe("50\\%\\_a\\\\b");
  });
});

describe("customerStanding", () => {
  const now = new Date("2026-11-26T10:00:00Z");
  const base = {
    status: "CONFIRMED",
    createdAt: new Date("2026-11-01T10:00:00Z"),
    trialEndsAt: null,
    paymentAcceptedAt: null,
    paymentAcceptedPlan: null,
    cancelledAt: null,
    frozenAt: null,
    firstPaidAt: null,
    paymentType: null,
  } as const;
  const ordered = (at: string, paymentType: "sepa" | "paypal" | null) => ({
    ...base,
    paymentAcceptedAt: new Date(at),
    paymentAcceptedPlan: "2",
    firstPaidAt: paymentType ? new Date(at) : null,
    paymentType,
  });

  it("keeps the plan states before a booking", () => {
    expect(customerStanding(base, now)).toEqual({ state: "trial" });
    expect(customerStanding({ ...base, status: "NOT_CONFIRMED" }, now)).toEqual({ state: "unconfirmed" });
    expect(customerStanding({ ...base, trialEndsAt: new Date("2026-11-20T00:00:00Z") }, now)).toEqual({
      state: "free",
    });
  });

  it("is booked until the first SEPA debit, then paid through the day before the next yearly debit", () => {
    expect(customerStanding(ordered("2026-11-23T09:00:00Z", "sepa"), now)).toEqual({
      state: "booked",
      firstDebit: "2026-11-28",
    });
    expect(customerStanding(ordered("2026-11-21T09:00:00Z", "sepa"), now)).toEqual({
      state: "paid",
      paidThrough: "2027-11-20",
    });
    // PayPal charges on the order day.
    expect(customerStanding(ordered("2026-11-26T09:00:00Z", "paypal"), now)).toEqual({
      state: "paid",
      paidThrough: "2027-11-25",
    });
    // Without a stored payment (accepted by hand): paid from the day it was accepted.
    expect(customerStanding(ordered("2025-12-01T09:00:00Z", null), now)).toEqual({
      state: "paid",
      paidThrough: "2026-11-30",
    });
  });

  it("says deceased after a confirmed death, before cancelled or paid", () => {
    const paid = ordered("2026-01-10T09:00:00Z", "sepa");
    expect(customerStanding({ ...paid, cancelledAt: now }, now)).toEqual({ state: "cancelled" });
    expect(customerStanding({ ...paid, cancelledAt: now, frozenAt: now }, now)).toEqual({
      state: "deceased",
    });
  });
});

describe("nameWords and foldName (decision 0096)", () => {
  it("folds umlauts, their spelling with e, accents and ß alike", () => {
    for (const spelling of ["Müller", "Mueller", "Muller", "MÜLLER", "MUELLER"]) {
      expect(foldName(spelling)).toBe("muller");
    }
    expect(foldName("Strauß")).toBe(foldName("Strauss"));
    expect(foldName("Göthe")).toBe(foldName("Goethe"));
    expect(foldName("Renée Çelik")).toBe("renee celik");
  });

  it("a word keeps its fold only with three characters left; a short word is a whole name", () => {
    expect(nameWords("Mueller Li Que")).toEqual([
      { word: "Mueller", whole: false, folded: "muller" },
      { word: "Li", whole: true, folded: null },
      { word: "Que", whole: false, folded: null },
    ]);
  });
});
