/**
 * Wishes and guest list (decision 0017). Every read and change goes through the provision
 * access helper; guests are changed inside its transaction, so the version check and the staff audit cover
 * them, and the overview's guest-list tile reads the count kept in the provision's flags.
 */
import { and, asc, count, eq } from "drizzle-orm";
import { ServiceError } from "~/domain/errors";
import { GUESTS_MAX, hasWishes, wishPatch, type WishAnswer, type WishKind } from "~/domain/wishes";
import type { GuestInput } from "~/domain/validation/wishes";
import type { Db } from "../../db/client";
import { guests, type Provision } from "../../db/schema";
import type { AuditAction } from "../audit";
import { changeProvision, readProvision, type ProvisionActor, type Tx } from "../provisions";

export interface ChangeContext {
  expectedVersion?: number | null;
  ip?: string | null;
}

/** A change's options for `changeProvision`: the audit action, the version the page showed, the client address. */
const changeOf = (action: AuditAction, context: ChangeContext) => ({
  action,
  expectedVersion: context.expectedVersion,
  ip: context.ip,
});

export type Guest = typeof guests.$inferSelect;

export const hasConsent = (provision: Pick<Provision, "wishesConsentAt">) =>
  provision.wishesConsentAt !== null;

/** The acting provision with the wish fields (and everything else the pages need). */
export async function readWishes(db: Db, actor: ProvisionActor | null, { ip }: { ip?: string | null } = {}) {
  return readProvision(db, actor, { ip });
}

/** Records the explicit GDPR Art. 9 consent (once; a renewed consent keeps the first date). */
export async function giveWishesConsent(
  db: Db,
  actor: ProvisionActor | null,
  context: ChangeContext & { now: Date },
) {
  return changeProvision(db, actor, changeOf("wishes.consent", context), (_tx, current) =>
    current.wishesConsentAt ? {} : { wishesConsentAt: context.now },
  );
}

/**
 * Withdraws the consent (GDPR Art. 7(3)): the wish texts are deleted with it, the "leave it to my survivors"
 * decisions too (they are part of the same record).
 */
export async function withdrawWishesConsent(
  db: Db,
  actor: ProvisionActor | null,
  context: ChangeContext = {},
) {
  return changeProvision(db, actor, changeOf("wishes.consentWithdrawn", context), () => ({
    wishesConsentAt: null,
    ...wishPatch("music", { leftToSurvivors: false }),
    ...wishPatch("quote", { leftToSurvivors: false }),
    ...wishPatch("personalNotification", { leftToSurvivors: false }),
  }));
}

/** A text may be stored only with the consent on record; a bare "leave it to my survivors" needs none. */
function requireConsentFor(current: Provision, answers: WishAnswer[]) {
  if (!hasConsent(current) && answers.some((answer) => answer.text)) {
    throw new ServiceError("forbidden", {
      field: "consent",
      detail: "wish text without GDPR Art. 9 consent",
    });
  }
}

/**
 * Saves one card (the edit page). With `consent` the consent is recorded in the same change, before the text.
 */
export async function saveWish(
  db: Db,
  actor: ProvisionActor | null,
  { kind, answer }: { kind: WishKind; answer: WishAnswer & { consent?: boolean } },
  context: ChangeContext & { now: Date },
) {
  return changeProvision(
    db,
    actor,
    {
      action: "wishes.update",
      expectedVersion: context.expectedVersion,
      ip: context.ip,
      detail: { kind },
      refuseUnchanged: true,
    },
    (_tx, current) => {
      const consentAt = current.wishesConsentAt ?? (answer.consent ? context.now : null);
      requireConsentFor({ ...current, wishesConsentAt: consentAt }, [answer]);
      return { ...wishPatch(kind, answer), wishesConsentAt: consentAt };
    },
  );
}

/**
 * Stores the funnel's answers at its last step. Refused (409 staleVersion) when wishes were stored meanwhile
 * (another tab, customer care): the funnel only creates, the cards edit.
 */
export async function createWishes(
  db: Db,
  actor: ProvisionActor | null,
  answers: Partial<Record<WishKind, WishAnswer>>,
  context: ChangeContext = {},
) {
  return changeProvision(
    db,
    actor,
    { action: "wishes.create", ip: context.ip, detail: { kinds: Object.keys(answers) } },
    (_tx, current) => {
      if (hasWishes(current)) throw new ServiceError("staleVersion", { detail: "wishes exist already" });
      const given = Object.entries(answers) as [WishKind, WishAnswer][];
      requireConsentFor(
        current,
        given.map(([, answer]) => answer),
      );
      return Object.assign({}, ...given.map(([kind, answer]) => wishPatch(kind, answer)));
    },
  );
}

// Guest list ---------------------------------------------------------------------------------------------

/** The guests of the acting provision, in list order. */
export async function listGuests(db: Db, actor: ProvisionActor | null, { ip }: { ip?: string | null } = {}) {
  const provision = await readProvision(db, actor, { ip });
  const rows = await db
    .select()
    .from(guests)
    .where(eq(guests.provisionId, provision.id))
    .orderBy(asc(guests.sort), asc(guests.createdAt));
  return { provision, guests: rows };
}

/** One guest of the acting provision; another provision's guest (or a malformed id) is 404. */
export async function readGuest(db: Db, actor: ProvisionActor | null, guestId: string, ip?: string | null) {
  const provision = await readProvision(db, actor, { ip });
  const guest = await findGuest(db, provision.id, guestId);
  if (!guest) throw new ServiceError("notFound");
  return { provision, guest };
}

async function findGuest(db: Db | Tx, provisionId: string, guestId: string): Promise<Guest | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(guestId)) return null;
  const [guest] = await db
    .select()
    .from(guests)
    .where(and(eq(guests.id, guestId.toLowerCase()), eq(guests.provisionId, provisionId)));
  return guest ?? null;
}

const guestValues = (input: GuestInput) => ({
  name: input.name,
  relation: input.relation ?? null,
  address: input.address ?? null,
  email: input.email ?? null,
  note: input.note ?? null,
  invite: input.invite,
  notify: input.notify,
});

/** The count after a change, kept in the provision's flags for the overview tile (no extra query there). */
async function guestCountPatch(tx: Tx, provision: Provision) {
  return { flags: { ...provision.flags, guestCount: await guestCountOf(tx, provision.id) } };
}

async function guestCountOf(tx: Tx, provisionId: string) {
  const [row] = await tx.select({ n: count() }).from(guests).where(eq(guests.provisionId, provisionId));
  return Number(row?.n ?? 0);
}

export async function addGuest(
  db: Db,
  actor: ProvisionActor | null,
  input: GuestInput,
  context: ChangeContext = {},
) {
  return changeProvision(db, actor, changeOf("guests.add", context), async (tx, current) => {
    const existing = await guestCountOf(tx, current.id);
    if (existing >= GUESTS_MAX) throw new ServiceError("payloadTooLarge", { detail: "guest list full" });
    await tx.insert(guests).values({ ...guestValues(input), provisionId: current.id, sort: existing });
    return { flags: { ...current.flags, guestCount: existing + 1 } };
  });
}

export async function updateGuest(
  db: Db,
  actor: ProvisionActor | null,
  guestId: string,
  input: GuestInput,
  context: ChangeContext = {},
) {
  return changeProvision(db, actor, changeOf("guests.update", context), async (tx, current) => {
    const guest = await findGuest(tx, current.id, guestId);
    if (!guest) throw new ServiceError("notFound");
    await tx.update(guests).set(guestValues(input)).where(eq(guests.id, guest.id));
  });
}

export async function removeGuest(
  db: Db,
  actor: ProvisionActor | null,
  guestId: string,
  context: ChangeContext = {},
) {
  return changeProvision(db, actor, changeOf("guests.remove", context), async (tx, current) => {
    const guest = await findGuest(tx, current.id, guestId);
    if (!guest) throw new ServiceError("notFound");
    await tx.delete(guests).where(eq(guests.id, guest.id));
    return guestCountPatch(tx, current);
  });
}
