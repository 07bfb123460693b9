/**
 * Pure rules of the overview.
 */
import type { Cents } from "../money";
import { guestCountOf } from "../wishes";

/** The provision fields the completion rules read. */
export interface CompletionInput {
  music: string | null;
  quote: string | null;
  personalNotification: string | null;
  financialProvisionNote: string | null;
  financialProvisionType: string | null;
  additionalCosts: readonly { estimatedPriceCents?: Cents | null }[] | null;
  trustedPerson: unknown;
  proposalId: string | null;
  /** The offer is done only with a funeral site: its fee is often a third of the total (decision 0037). */
  funeralSiteId?: string | null;
  paymentPriceGuarantee: number | null;
  /**
   * Whether the finance page says the provision is funded (`isFunded` of finance/funding-gap.ts): the finance
   * tile is done only then (decision 0075). Undefined: not computed, not done.
   */
  financeFunded?: boolean;
  // Wishes area: the guest-list tile reads the count kept in the flags (no extra query).
  flags?: Record<string, unknown> | null;
}

const filled = (value: string | null | undefined) => typeof value === "string" && value.trim().length > 0;

/** Whether the area behind a content tile (its `Tile` key) holds data; null for tiles without a rule. */
export function isTileCompleted(tile: string, p: CompletionInput): boolean | null {
  switch (tile) {
    case "wishes":
      return filled(p.music) || filled(p.quote) || filled(p.personalNotification);
    // Done when its page says so (decision 0075); holdsFinanceData is spec 000 §4's "holds data" rule.
    case "finance":
      return p.financeFunded === true;
    case "trusted-person":
      return p.trustedPerson !== null && p.trustedPerson !== undefined;
    case "offer":
      return p.proposalId !== null && typeof p.funeralSiteId === "string" && p.funeralSiteId !== "";
    case "price-guarantee":
      return p.paymentPriceGuarantee !== null;
    // Wishes area: at least one person on the guest list.
    case "guest-list":
      return guestCountOf(p.flags) > 0;
    default:
      return null;
  }
}

/** Spec 000 §4's finance rule: a note, a type, or an additional cost above 0 — the area holds data. */
function holdsFinanceData(p: CompletionInput): boolean {
  return (
    filled(p.financialProvisionNote) ||
    filled(p.financialProvisionType) ||
    (p.additionalCosts ?? []).some((cost) => (cost.estimatedPriceCents ?? 0) > 0)
  );
}

/**
 * Whether the area behind a tile holds anything the customer stored, as a frozen provision's overview says it
 * (decision 0063): the offer as soon as there is one, with or without a funeral site (its completion asks for the
 * site to urge the choice); finance as soon as it holds a note, a type or a cost (spec 000 §4); every other area as
 * its completion rule.
 */
export function holdsStoredData(tile: string, p: CompletionInput): boolean {
  if (tile === "offer") return p.proposalId !== null;
  if (tile === "finance") return holdsFinanceData(p);
  return isTileCompleted(tile, p) === true;
}

export interface ContentTile {
  id: string;
  tile: string;
  title: string;
  description: string;
  buttonText: string;
  buttonLink: string | null;
  section: "upper" | "lower";
  level: string;
  sort: number;
  introHeadline: string | null;
  introDescription: string | null;
  introButton: string | null;
  comingSoonText: string | null;
  /** What a completed tile says instead of its description, e.g. "Preisgarantie gesichert: …" (decision 0039). */
  doneText?: string | null;
  /** The action of a completed tile, e.g. "Preisgarantie ansehen"; null: a neutral "Öffnen". */
  doneButtonText?: string | null;
  /** Where a completed tile's action goes, when not to ButtonLink (e.g. the booked guarantee's page). */
  doneButtonLink?: string | null;
}

export type TileState = "completed" | "comingSoon" | "important" | "recommended" | "external" | "inProgress";

export interface OverviewTile extends ContentTile {
  state: TileState;
}

function stateOf(tile: ContentTile, provision: CompletionInput): TileState {
  if (tile.level === "comingSoon") return "comingSoon";
  if (isTileCompleted(tile.tile, provision)) return "completed";
  const level = tile.level as TileState;
  return ["important", "recommended", "external", "inProgress"].includes(level) ? level : "recommended";
}

/** Upper and lower tiles sorted by Sort, each completed or its own level; plus the completed count of the upper section. */
export function buildOverview(tiles: readonly ContentTile[], provision: CompletionInput) {
  const sorted = [...tiles].sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
  const withState = sorted.map((tile) => ({ ...tile, state: stateOf(tile, provision) }));
  const upper = withState.filter((tile) => tile.section === "upper");
  const lower = withState.filter((tile) => tile.section !== "upper");
  return {
    upper,
    lower,
    upperCompleted: upper.filter((tile) => tile.state === "completed").length,
    allImportantDone: upper.filter((t) => t.level === "important").every((t) => t.state === "completed"),
  };
}

/**
 * What a tile says. An open tile invites the first step ("Preisgarantie sichern"); a completed one says what
 * is done and offers to look at it ("Preisgarantie gesichert …", "Preisgarantie ansehen") — never the first
 * step again (decision 0039). Without done texts in the content, the description stays and the action is a
 * neutral "Öffnen" (buttonText null).
 */
export function tileWording(tile: OverviewTile): {
  description: string;
  buttonText: string | null;
  buttonLink: string | null;
} {
  if (tile.state !== "completed") {
    return {
      description: tile.description,
      buttonText: tile.buttonText || null,
      buttonLink: tile.buttonLink,
    };
  }
  return {
    description: tile.doneText || tile.description,
    buttonText: tile.doneButtonText || null,
    buttonLink: tile.doneButtonLink || tile.buttonLink,
  };
}

/**
 * The tiles of a frozen provision's overview (a confirmed death, decision 0063), which only customer care sees:
 * the areas that hold what the customer stored. A partner's offer ("external") and a "coming soon" tile hold
 * nothing of theirs and only invite.
 */
export function storedAreaTiles<T extends Pick<OverviewTile, "state">>(tiles: readonly T[]): T[] {
  return tiles.filter((tile) => tile.state !== "external" && tile.state !== "comingSoon");
}

export interface IntroInput {
  status: "CONFIRMED" | "NOT_CONFIRMED";
  isStaff: boolean;
  loginCounter: number;
  paid: boolean;
  documentsRequested: boolean;
  /** Upper tiles with their state (from buildOverview). */
  upperTiles: readonly OverviewTile[];
  skipped: readonly string[];
}

export type Intro =
  | { id: "confirm"; kind: "confirm" }
  | { id: "welcome"; kind: "welcome" }
  | { id: "documents"; kind: "documents" }
  | { id: string; kind: "tile"; tile: OverviewTile };

/**
 * The intro screens after sign-in, in this order: the confirm-account screen for
 * unconfirmed non-staff users, the first-login welcome, the document intro when paid and no documents
 * were requested, then, from the second login on ("later logins"), one intro per incomplete important
 * upper tile sorted by Sort. Skipped ones drop out.
 */
export function pendingIntros(input: IntroInput): Intro[] {
  const intros: Intro[] = [];
  if (input.status !== "CONFIRMED" && !input.isStaff) intros.push({ id: "confirm", kind: "confirm" });
  if (input.loginCounter === 1) intros.push({ id: "welcome", kind: "welcome" });
  if (input.paid && !input.documentsRequested) intros.push({ id: "documents", kind: "documents" });
  for (const tile of input.loginCounter > 1 ? input.upperTiles : []) {
    if (tile.level === "important" && tile.state !== "completed" && tile.introHeadline) {
      intros.push({ id: `tile-${tile.tile}`, kind: "tile", tile });
    }
  }
  return intros.filter((intro) => !input.skipped.includes(intro.id));
}

export interface BannerInput {
  status: "CONFIRMED" | "NOT_CONFIRMED";
  provisionBirth: string | null;
  allImportantDone: boolean;
  /**
   * Where the plan stands (the trial notice of decision 0022): "active" in the free trial, "expired" on
   * the free plan, "cancelled" after a cancellation; null when a plan is paid and running.
   */
  plan: "active" | "expired" | "cancelled" | null;
}

/**
 * The overview's messages. "No plan paid" is the trial notice ("trial" while the
 * free weeks run, "trialExpired" after them): an invitation with the days left, not a warning that
 * something is "not active" — before the customer has chosen a plan there is no contract to be inactive.
 */
export type OverviewBanner =
  "notConfirmed" | "trialExpired" | "cancelled" | "birthDateMissing" | "trial" | "importantAreas";

/**
 * Most urgent first (decision 0039): a received cancellation (the contract ends), then what blocks
 * features (the unconfirmed account, the trial over), then what the calculations need, then reminders the page already shows in other words (the trial's days left; the
 * "n von m erledigt" count above the tiles).
 */
export const BANNER_PRIORITY: readonly OverviewBanner[] = [
  "cancelled",
  "notConfirmed",
  "trialExpired",
  "birthDateMissing",
  "trial",
  "importantAreas",
];

/** Every overview message that applies, most urgent first (BANNER_PRIORITY). */
export function overviewBanners(input: BannerInput): OverviewBanner[] {
  const applies: Record<OverviewBanner, boolean> = {
    notConfirmed: input.status !== "CONFIRMED",
    trialExpired: input.plan === "expired",
    cancelled: input.plan === "cancelled",
    birthDateMissing: !input.provisionBirth,
    trial: input.plan === "active",
    importantAreas: !input.allImportantDone,
  };
  return BANNER_PRIORITY.filter((banner) => applies[banner]);
}

/**
 * The one banner the overview shows (decision 0039): a stack of four pushed every task below the first screens
 * of a phone. The next one appears once the first is dealt with.
 */
export function overviewBanner(input: BannerInput): OverviewBanner | null {
  return overviewBanners(input)[0] ?? null;
}
