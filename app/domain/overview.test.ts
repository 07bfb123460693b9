import { describe, expect, it } from "vitest";
import {
  buildOverview,
  isTileCompleted,
  overviewBanners,
  pendingIntros,
  type CompletionInput,
  type ContentTile,
} from "./overview";

const empty: CompletionInput = {
  music: null,
  quote: null,
  personalNotification: null,
  financialProvisionNote: null,
  financialProvisionType: null,
  additionalCosts: [],
  trustedPerson: null,
  proposalId: null,
  paymentPriceGuarantee: null,
};

function tile(partial: Partial<ContentTile> & Pick<ContentTile, "tile" | "sort">): ContentTile {
  return {
    id: `tile-${partial.tile}`,
    title: partial.tile,
    description: "",
    buttonText: "Öffnen",
    buttonLink: `/overview/${partial.tile}`,
    section: "upper",
    level: "important",
    introHeadline: `Intro ${partial.tile}`,
    introDescription: null,
    introButton: null,
    comingSoonText: null,
    ...partial,
  };
}

describe("tile completion (spec 000 §4)", () => {
  it("wishes: any of music, quote or personal notification", () => {
    expect(isTileCompleted("wishes", empty)).toBe(false);
    expect(isTileCompleted("wishes", { ...empty, quote: "Carpe diem" })).toBe(true);
    expect(isTileCompleted("wishes", { ...empty, music: "   " })).toBe(false);
  });

  it("finance: a note, a type, or an extra cost above 0", () => {
    expect(isTileCompleted("finance", { ...empty, additionalCosts: [{ estimatedPrice: 0 }] })).toBe(false);
    expect(isTileCompleted("finance", { ...empty, additionalCosts: [{ estimatedPrice: 1 }] })).toBe(true);
    expect(isTileCompleted("finance", { ...empty, financialProvisionType: "PAY_BY_FAMILY" })).toBe(true);
    expect(isTileCompleted("finance", { ...empty, financialProvisionNote: "Sparbuch" })).toBe(true);
  });

  it("trusted person, offer and price guarantee", () => {
    expect(isTileCompleted("trusted-person", { ...empty, trustedPerson: { firstname: "Eva" } })).toBe(true);
    // Issue 21 item 3: not done while the funeral site (often a third of the total) is missing.
    expect(isTileCompleted("offer", { ...empty, proposalId: "p1" })).toBe(false);
    expect(isTileCompleted("offer", { ...empty, proposalId: "p1", funeralSiteId: null })).toBe(false);
    expect(isTileCompleted("offer", { ...empty, proposalId: "p1", funeralSiteId: "s1" })).toBe(true);
    expect(isTileCompleted("price-guarantee", { ...empty, paymentPriceGuarantee: 0 })).toBe(true);
    expect(isTileCompleted("price-guarantee", empty)).toBe(false);
    expect(isTileCompleted("letter-service", empty)).toBeNull();
  });
});

describe("buildOverview", () => {
  const tiles = [
    tile({ tile: "wishes", sort: 2 }),
    tile({ tile: "offer", sort: 1 }),
    tile({ tile: "guest-list", sort: 9, section: "lower", level: "comingSoon" }),
    tile({ tile: "letter-service", sort: 1, section: "lower", level: "recommended" }),
  ];

  it("sorts by Sort, splits the sections and counts completed upper tiles", () => {
    const overview = buildOverview(tiles, { ...empty, proposalId: "p1", funeralSiteId: "s1" });
    expect(overview.upper.map((t) => [t.tile, t.state])).toEqual([
      ["offer", "completed"],
      ["wishes", "important"],
    ]);
    expect(overview.lower.map((t) => [t.tile, t.state])).toEqual([
      ["letter-service", "recommended"],
      ["guest-list", "comingSoon"],
    ]);
    expect(overview.upperCompleted).toBe(1);
    expect(overview.allImportantDone).toBe(false);
  });
});

describe("pendingIntros (spec 000 §2 order)", () => {
  const upperTiles = buildOverview([tile({ tile: "offer", sort: 1 }), tile({ tile: "wishes", sort: 2 })], {
    ...empty,
    proposalId: "p1",
    funeralSiteId: "s1",
  }).upper;
  const base = {
    status: "CONFIRMED" as const,
    isStaff: false,
    loginCounter: 2,
    paid: false,
    documentsRequested: false,
    upperTiles,
    skipped: [],
  };

  it("shows confirm, welcome and documents at the first login, no tile intros yet", () => {
    const intros = pendingIntros({ ...base, status: "NOT_CONFIRMED", loginCounter: 1, paid: true });
    expect(intros.map((i) => i.id)).toEqual(["confirm", "welcome", "documents"]);
  });

  it("shows the incomplete important tiles at later logins, after confirm and documents", () => {
    const intros = pendingIntros({ ...base, status: "NOT_CONFIRMED", loginCounter: 2, paid: true });
    expect(intros.map((i) => i.id)).toEqual(["confirm", "documents", "tile-wishes"]);
  });

  it("never asks staff to confirm, and drops skipped intros", () => {
    expect(pendingIntros({ ...base, status: "NOT_CONFIRMED", isStaff: true }).map((i) => i.id)).toEqual([
      "tile-wishes",
    ]);
    expect(pendingIntros({ ...base, skipped: ["tile-wishes"] })).toEqual([]);
  });
});

describe("overviewBanners", () => {
  it("lists every applicable banner", () => {
    expect(
      overviewBanners({
        status: "NOT_CONFIRMED",
        paid: false,
        provisionBirth: null,
        allImportantDone: false,
      }),
    ).toEqual(["notConfirmed", "notPaid", "birthDateMissing", "importantAreas"]);
    expect(
      overviewBanners({
        status: "CONFIRMED",
        paid: true,
        provisionBirth: "1950-01-01",
        allImportantDone: true,
      }),
    ).toEqual([]);
  });
});
