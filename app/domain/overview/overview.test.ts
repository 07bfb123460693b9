import { describe, expect, it } from "vitest";
import { cents } from "../money";
import {
  buildOverview,
  BANNER_PRIORITY,
  holdsStoredData,
  isTileCompleted,
  overviewBanner,
  overviewBanners,
  pendingIntros,
  storedAreaTiles,
  tileWording,
  type ContentTile,
} from "./index";
import { NOTHING_ANSWERED as empty } from "./test-utils";

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

describe("tile completion", () => {
  it("wishes: any of music, quote or personal notification", () => {
    expect(isTileCompleted("wishes", empty)).toBe(false);
    expect(isTileCompleted("wishes", { ...empty, quote: "Carpe diem" })).toBe(true);
    expect(isTileCompleted("wishes", { ...empty, music: "   " })).toBe(false);
  });

  it("finance: done only when its page says the provision is funded (decision 0075)", () => {
    const typed = { ...empty, financialProvisionType: "PAY_BY_FAMILY", financialProvisionNote: "Sparbuch" };
    expect(isTileCompleted("finance", typed)).toBe(false);
    expect(isTileCompleted("finance", { ...typed, financeFunded: false })).toBe(false);
    expect(isTileCompleted("finance", { ...empty, financeFunded: true })).toBe(true);
  });

  it("finance holds data (spec 000 §4): a note, a type, or an extra cost above 0", () => {
    expect(
      holdsStoredData("finance", { ...empty, additionalCosts: [{ estimatedPriceCents: cents(0) }] }),
    ).toBe(false);
    expect(
      holdsStoredData("finance", { ...empty, additionalCosts: [{ estimatedPriceCents: cents(100) }] }),
    ).toBe(true);
    expect(holdsStoredData("finance", { ...empty, financialProvisionType: "PAY_BY_FAMILY" })).toBe(true);
    expect(holdsStoredData("finance", { ...empty, financialProvisionNote: "Sparbuch" })).toBe(true);
  });

  it("trusted person, offer and price guarantee", () => {
    expect(isTileCompleted("trusted-person", { ...empty, trustedPerson: { firstname: "Eva" } })).toBe(true);
    // Decision 0037: not done while the funeral site (often a third of the total) is missing.
    expect(isTileCompleted("offer", { ...empty, proposalId: "p1" })).toBe(false);
    expect(isTileCompleted("offer", { ...empty, proposalId: "p1", funeralSiteId: null })).toBe(false);
    expect(isTileCompleted("offer", { ...empty, proposalId: "p1", funeralSiteId: "s1" })).toBe(true);
    expect(isTileCompleted("price-guarantee", { ...empty, paymentPriceGuarantee: 0 })).toBe(true);
    expect(isTileCompleted("price-guarantee", empty)).toBe(false);
    expect(isTileCompleted("letter-service", empty)).toBeNull();
  });

  it("stored data (a frozen provision's overview): the offer without a site too, the rest as completed", () => {
    expect(holdsStoredData("offer", { ...empty, proposalId: "p1" })).toBe(true);
    expect(holdsStoredData("offer", empty)).toBe(false);
    expect(holdsStoredData("wishes", { ...empty, quote: "Carpe diem" })).toBe(true);
    expect(holdsStoredData("wishes", empty)).toBe(false);
    expect(holdsStoredData("letter-service", empty)).toBe(false);
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

  it("a frozen provision keeps the areas with the customer's data, without partner offers or coming soon", () => {
    const overview = buildOverview(
      [...tiles, tile({ tile: "patientenverfuegung", sort: 5, section: "lower", level: "external" })],
      { ...empty, music: "Ave Maria" },
    );
    expect(storedAreaTiles(overview.upper).map((t) => t.tile)).toEqual(["offer", "wishes"]);
    expect(storedAreaTiles(overview.lower).map((t) => t.tile)).toEqual(["letter-service"]);
  });
});

describe("pendingIntros", () => {
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

describe("overview banners", () => {
  const calm = {
    status: "CONFIRMED",
    provisionBirth: "1950-01-01",
    allImportantDone: true,
    plan: null,
  } as const;

  it("lists every applicable banner, most urgent first", () => {
    expect(
      overviewBanners({
        status: "NOT_CONFIRMED",
        provisionBirth: null,
        allImportantDone: false,
        plan: "active",
      }),
    ).toEqual(["notConfirmed", "birthDateMissing", "trial", "importantAreas"]);
    expect(overviewBanners({ ...calm, provisionBirth: null, plan: "expired" })).toEqual([
      "trialExpired",
      "birthDateMissing",
    ]);
    expect(overviewBanners(calm)).toEqual([]);
  });

  it("shows one banner at a time, by priority", () => {
    expect(
      overviewBanner({
        status: "NOT_CONFIRMED",
        provisionBirth: null,
        allImportantDone: false,
        plan: "active",
      }),
    ).toBe("notConfirmed");
    expect(overviewBanner({ ...calm, allImportantDone: false, plan: "active" })).toBe("trial");
    expect(overviewBanner({ ...calm, status: "NOT_CONFIRMED", plan: "cancelled" })).toBe("cancelled");
    expect(overviewBanner({ ...calm, status: "NOT_CONFIRMED", plan: "expired" })).toBe("notConfirmed");
    expect(overviewBanner({ ...calm, allImportantDone: false })).toBe("importantAreas");
    expect(overviewBanner(calm)).toBeNull();
  });

  it("follows BANNER_PRIORITY, which names every banner once", () => {
    expect(new Set(BANNER_PRIORITY).size).toBe(BANNER_PRIORITY.length);
    const all = overviewBanners({
      status: "NOT_CONFIRMED",
      provisionBirth: null,
      allImportantDone: false,
      plan: "expired",
    });
    expect(all).toEqual(BANNER_PRIORITY.filter((b) => b !== "trial" && b !== "cancelled"));
  });

  it('never warns that the provision is "not active" before a plan was chosen: the trial invites instead', () => {
    const fresh = { ...calm, allImportantDone: false, plan: "active" } as const;
    expect(overviewBanners(fresh) as string[]).not.toContain("notPaid");
    expect(overviewBanner(fresh)).toBe("trial");
  });
});

describe("tile wording", () => {
  const guarantee = tile({
    tile: "price-guarantee",
    sort: 5,
    description: "Sichern Sie sich die heutigen Preise.",
    buttonText: "Preisgarantie sichern",
    buttonLink: "/overview/pricing/plans",
    doneText: "Preisgarantie gesichert: Die heutigen Preise gelten auch in Zukunft.",
    doneButtonText: "Preisgarantie ansehen",
    doneButtonLink: "/overview/pricing",
  });

  it("an open tile invites the first step", () => {
    expect(tileWording({ ...guarantee, state: "recommended" })).toEqual({
      description: "Sichern Sie sich die heutigen Preise.",
      buttonText: "Preisgarantie sichern",
      buttonLink: "/overview/pricing/plans",
    });
  });

  it("a completed tile says what is done and never asks for the first step again", () => {
    expect(tileWording({ ...guarantee, state: "completed" })).toEqual({
      description: "Preisgarantie gesichert: Die heutigen Preise gelten auch in Zukunft.",
      buttonText: "Preisgarantie ansehen",
      buttonLink: "/overview/pricing",
    });
    const plain = { ...guarantee, doneText: null, doneButtonText: null, doneButtonLink: null };
    expect(tileWording({ ...plain, state: "completed" })).toEqual({
      description: "Sichern Sie sich die heutigen Preise.",
      buttonText: null,
      buttonLink: "/overview/pricing/plans",
    });
  });

  it("every done text in the default content is written as done", async () => {
    const { default: sections } = (await import("../../../content/portal-sections.json")) as {
      default: { Tile: string; ButtonText: string; DoneText?: string; DoneButtonText?: string }[];
    };
    const withRule = sections.filter((s) => isTileCompleted(s.Tile, empty) !== null);
    expect(withRule.length).toBeGreaterThan(0);
    for (const section of withRule) {
      expect(section.DoneText, section.Tile).toBeTruthy();
      expect(section.DoneButtonText, section.Tile).toMatch(/ansehen$/);
    }
  });
});
