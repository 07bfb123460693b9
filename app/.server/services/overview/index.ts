import {
  buildOverview,
  overviewBanner,
  pendingIntros,
  type ContentTile,
  type Intro,
} from "~/domain/overview";
import { isPaid } from "~/domain/billing/trial";
import type { Actor } from "../../auth/actor";
import type { ContentItem, ContentPort } from "../../content/port";
import type { Provision } from "../../db/schema";
import type { Db } from "../../db/client";
import { isFunded } from "~/domain/finance";
import { trialNotice } from "../billing/trial";
import { provisionFunding } from "../finance";
import { actsForCustomer, changeProvision, findProvision } from "../provisions";

const text = (value: unknown) => (typeof value === "string" && value.length > 0 ? value : null);

function toTile(item: ContentItem): ContentTile {
  return {
    id: text(item._id) ?? String(item.Tile),
    tile: text(item.Tile) ?? "",
    title: text(item.Title) ?? "",
    description: text(item.Description) ?? "",
    buttonText: text(item.ButtonText) ?? "",
    buttonLink: text(item.ButtonLink),
    section: item.Section === "upper" ? "upper" : "lower",
    level: text(item.Level) ?? "recommended",
    sort: typeof item.Sort === "number" ? item.Sort : Number(item.Sort) || 0,
    introHeadline: text(item.IntroHeadline),
    introDescription: text(item.IntroDescription),
    introButton: text(item.IntroButton),
    comingSoonText: text(item.ComingSoonText),
    doneText: text(item.DoneText),
    doneButtonText: text(item.DoneButtonText),
    doneButtonLink: text(item.DoneButtonLink),
  };
}

/** The live overview tiles of the content service (GET /PortalSections). */
export async function overviewTiles(content: ContentPort): Promise<ContentTile[]> {
  return (await content.find("PortalSections", { Status: "live" })).map(toTile);
}

/** The provision as the tiles' completion rules read it: the finance tile as its page says (decision 0075). */
async function completionOf(db: Db, provision: Provision, now: Date) {
  const { gap } = await provisionFunding(db, provision, now);
  return { ...provision, financeFunded: isFunded(gap) };
}

/**
 * Everything /overview shows for the acting provision, or null when the actor has none: the tiles, the trial
 * notice's data, and the one banner to show (the trial notice is the "no plan paid" banner).
 */
export async function loadOverview(
  db: Db,
  actor: Actor,
  { ip, content, now }: { ip?: string; content: ContentPort; now: Date },
) {
  const provision = await findProvision(db, actor, { ip });
  if (!provision) return null;
  const overview = buildOverview(await overviewTiles(content), await completionOf(db, provision, now));
  const trial = trialNotice(provision, now);
  const banner = overviewBanner({
    status: provision.status,
    provisionBirth: provision.provisionBirth,
    allImportantDone: overview.allImportantDone,
    plan: trial?.state ?? null,
  });
  return { provision, overview, banner, trial };
}

/** Intros the customer skipped for good (provision flags); "confirm" is never among them. */
export function rememberedSkips(provision: Provision): string[] {
  const stored = provision.flags.skippedIntros;
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : [];
}

/**
 * Skipping is remembered on the provision, except the confirm-account screen: it is the reminder shown
 * at every sign-in while the account is unconfirmed, so its skip lasts for the session only.
 */
const remembersSkip = (id: string) => id !== "confirm";
const MAX_REMEMBERED_SKIPS = 50;

/** The options of the intro services: the content port (tiles) and the intros skipped in this session. */
interface IntroOptions {
  content: ContentPort;
  /** The request's instant: the finance tile's funding counts ages on its date. */
  now: Date;
  sessionSkipped: readonly string[];
}

async function pendingFor(
  db: Db,
  actor: Actor,
  provision: Provision,
  { content, sessionSkipped, now }: IntroOptions,
) {
  const overview = buildOverview(await overviewTiles(content), await completionOf(db, provision, now));
  return pendingIntros({
    status: provision.status,
    isStaff: actor.isStaff,
    loginCounter: provision.loginCounter,
    paid: isPaid(provision),
    documentsRequested: provision.requestedDocumentsAt !== null,
    upperTiles: overview.upper,
    skipped: [...rememberedSkips(provision), ...sessionSkipped],
  });
}

/**
 * The intro screens still to show after sign-in for the signed-in user's own provision: none
 * while staff hold a customer's provision (the intros are the customer's own welcome, not staff's).
 */
export async function loadIntros(
  db: Db,
  actor: Actor,
  options: IntroOptions,
): Promise<{ provision: Provision | null; intros: Intro[] }> {
  const provision = await findProvision(db, actor);
  if (!provision || actsForCustomer(actor, provision)) return { provision, intros: [] };
  return { provision, intros: await pendingFor(db, actor, provision, options) };
}

/**
 * "Überspringen" on an intro: remembered on the provision (flags.skippedIntros) so that the next sign-in does
 * not show it again. Only an intro the user is being shown counts; staff holding a customer's provision never
 * change the customer's intros. Returns whether the id was a pending intro.
 */
export async function skipIntro(
  db: Db,
  actor: Actor,
  { id }: { id: string },
  options: IntroOptions,
): Promise<boolean> {
  const { provision, intros } = await loadIntros(db, actor, options);
  if (!provision || !intros.some((intro) => intro.id === id)) return false;
  if (!remembersSkip(id)) return true;
  await changeProvision(db, actor, { action: "provision.flags" }, (_tx, current) => ({
    flags: {
      ...current.flags,
      skippedIntros: [...rememberedSkips(current).filter((skipped) => skipped !== id), id].slice(
        -MAX_REMEMBERED_SKIPS,
      ),
    },
  }));
  return true;
}

/** The first-activation greeting shows once: after it, a flag on the provision. */
export function shouldGreetActivation(provision: Provision): boolean {
  return provision.status === "CONFIRMED" && provision.flags.activationGreeted !== true;
}

/**
 * The customer closed the first-activation greeting. Staff holding the provision never see the greeting and
 * never mark it as seen for the customer (decision 0008): for them this is a no-op.
 */
export async function markActivationGreeted(db: Db, actor: Actor): Promise<void> {
  const provision = await findProvision(db, actor, { audit: false });
  if (!provision || actsForCustomer(actor, provision) || !shouldGreetActivation(provision)) return;
  await changeProvision(db, actor, { action: "provision.flags" }, (_tx, current) => ({
    flags: { ...current.flags, activationGreeted: true },
  }));
}
