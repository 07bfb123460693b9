/**
 * Pure rules of the overview (spec 000 §2 "Overview", §4 "Tile completion"; 001 §2 "Overview banners").
 */
import { guestCountOf } from "./wishes";

/** The provision fields the completion rules read. */
export interface CompletionInput {
  music: string | null;
  quote: string | null;
  personalNotification: string | null;
  financialProvisionNote: string | null;
  financialProvisionType: string | null;
  additionalCosts: readonly { estimatedPrice?: number | null }[] | null;
  trustedPerson: unknown;
  proposalId: string | null;
  /** The offer is done only with a funeral site: its fee is often a third of the total (issue 21 item 3). */
  funeralSiteId?: string | null;
  paymentPriceGuarantee: number | null;
  // Wishes area (issue 9): the guest-list tile reads the count kept in the flags (no extra query).
  flags?: Record<string, unknown> | null;
}

const filled = (value: string | null | undefined) => typeof value === "string" && value.trim().length > 0;

/** Whether the area behind a content tile (its `Tile` key) holds data; null for tiles without a rule. */
export function isTileCompleted(tile: string, p: CompletionInput): boolean | null {
  switch (tile) {
    case "wishes":
      return filled(p.music) || filled(p.quote) || filled(p.personalNotification);
    case "finance":
      return (
        filled(p.financialProvisionNote) ||
        filled(p.financialProvisionType) ||
        (p.additionalCosts ?? []).some((cost) => (cost.estimatedPrice ?? 0) > 0)
      );
    case "trusted-person":
      return p.trustedPerson !== null && p.trustedPerson !== undefined;
    case "offer":
      return p.proposalId !== null && typeof p.funeralSiteId === "string" && p.funeralSiteId !== "";
    case "price-guarantee":
      return p.paymentPriceGuarantee !== null;
    // Wishes area (issue 9): at least one person on the guest list.
    case "guest-list":
      return guestCountOf(p.flags) > 0;
    default:
      return null;
  }
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
 * The intro screens after sign-in, in the order of spec 000 §2: the confirm-account screen for
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
  paid: boolean;
  provisionBirth: string | null;
  allImportantDone: boolean;
}

export type OverviewBanner = "notConfirmed" | "notPaid" | "birthDateMissing" | "importantAreas";

/** The overview banners of spec 000 §2 / 001 §2, in display order. */
export function overviewBanners(input: BannerInput): OverviewBanner[] {
  const banners: OverviewBanner[] = [];
  if (input.status !== "CONFIRMED") banners.push("notConfirmed");
  if (!input.paid) banners.push("notPaid");
  if (!input.provisionBirth) banners.push("birthDateMissing");
  if (!input.allImportantDone) banners.push("importantAreas");
  return banners;
}
