import { buildOverview, overviewBanners, pendingIntros, type ContentTile } from "~/domain/overview";
import type { Actor } from "../auth/actor";
import type { ContentItem, ContentPort } from "../content/port";
import { eq } from "drizzle-orm";
import { provisions, type Provision } from "../db/schema";
import type { Runtime } from "../runtime";
import { getActingProvision } from "./provisions";

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
  };
}

/** The live overview tiles of the content service (spec 000 §7 GET /PortalSections). */
export async function overviewTiles(content: ContentPort): Promise<ContentTile[]> {
  return (await content.find("PortalSections", { Status: "live" })).map(toTile);
}

export const isPaid = (p: Provision) => p.paymentAcceptedAt !== null && p.paymentAcceptedPlan !== null;

/** Everything /overview shows for the acting provision, or null when the actor has none. */
export async function loadOverview(runtime: Runtime, actor: Actor, ip?: string) {
  const provision = await getActingProvision(runtime.database.db, actor, ip);
  if (!provision) return null;
  const overview = buildOverview(await overviewTiles(runtime.content), provision);
  const banners = overviewBanners({
    status: provision.status,
    paid: isPaid(provision),
    provisionBirth: provision.provisionBirth,
    allImportantDone: overview.allImportantDone,
  });
  return { provision, overview, banners };
}

/** The intro screens still to show after sign-in (spec 000 §2), for the acting provision. */
export async function loadIntros(runtime: Runtime, actor: Actor, skipped: readonly string[]) {
  const provision = await getActingProvision(runtime.database.db, actor);
  if (!provision || actor.heldProvisionId) return { provision, intros: [] };
  const overview = buildOverview(await overviewTiles(runtime.content), provision);
  const intros = pendingIntros({
    status: provision.status,
    isStaff: actor.isStaff,
    loginCounter: provision.loginCounter,
    paid: isPaid(provision),
    documentsRequested: provision.requestedDocumentsAt !== null,
    upperTiles: overview.upper,
    skipped,
  });
  return { provision, intros };
}

/** The first-activation greeting (spec 001 §2) shows once: after it, a flag on the provision. */
export function shouldGreetActivation(provision: Provision): boolean {
  return provision.status === "CONFIRMED" && provision.flags.activationGreeted !== true;
}

export async function markActivationGreeted(runtime: Runtime, actor: Actor): Promise<void> {
  const provision = await getActingProvision(runtime.database.db, actor);
  if (!provision || provision.userId !== actor.userId) return;
  await runtime.database.db
    .update(provisions)
    .set({ flags: { ...provision.flags, activationGreeted: true } })
    .where(eq(provisions.id, provision.id));
}
