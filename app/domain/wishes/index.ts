/**
 * Wishes, guest list and the trusted person's read access (decision 0017). Pure rules:
 * which wishes exist, the create funnel's steps, read-access link states. No I/O.
 */
/** A guest of the funeral on the guest list, as pages and documents show it. */
export interface Guest {
  name: string;
  relation: string | null;
  address: string | null;
  email: string | null;
  note: string | null;
  invite: boolean;
  notify: boolean;
}

/** The three wish cards, in the order of the funnel and the page. */
export const WISH_KINDS = ["music", "quote", "personalNotification"] as const;
export type WishKind = (typeof WISH_KINDS)[number];

/** URL segment of each card's edit page and funnel step. */
export const WISH_SLUGS: Record<WishKind, string> = {
  music: "music",
  quote: "quote",
  personalNotification: "notification",
};

export function wishKindOfSlug(slug: string | undefined): WishKind | null {
  return WISH_KINDS.find((kind) => WISH_SLUGS[kind] === slug) ?? null;
}

/** The wish fields of a provision. */
export interface WishFields {
  music: string | null;
  musicLeftToSurvivors: boolean;
  quote: string | null;
  quoteLeftToSurvivors: boolean;
  personalNotification: string | null;
  personalNotificationLeftToSurvivors: boolean;
}

export interface Wish {
  kind: WishKind;
  text: string | null;
  leftToSurvivors: boolean;
  /** A card is completed when its text is filled. */
  completed: boolean;
}

const filled = (value: string | null | undefined): value is string =>
  typeof value === "string" && value.trim().length > 0;

export const leftToSurvivorsField = (kind: WishKind) => `${kind}LeftToSurvivors` as const;

export function wishOf(fields: WishFields, kind: WishKind): Wish {
  const text = fields[kind];
  return {
    kind,
    text: filled(text) ? text : null,
    leftToSurvivors: fields[leftToSurvivorsField(kind)],
    completed: filled(text),
  };
}

export const wishesOf = (fields: WishFields): Wish[] => WISH_KINDS.map((kind) => wishOf(fields, kind));

/**
 * Wishes exist when any card has a
 * text or a "leave it to my survivors" decision.
 */
export function hasWishes(fields: WishFields): boolean {
  return wishesOf(fields).some((wish) => wish.completed || wish.leftToSurvivors);
}

/** One answer of the funnel or the edit page. */
export interface WishAnswer {
  text?: string;
  leftToSurvivors: boolean;
}

/** The provision columns an answer sets (an empty text clears the card). */
export function wishPatch(kind: WishKind, answer: WishAnswer) {
  return { [kind]: answer.text ?? null, [leftToSurvivorsField(kind)]: answer.leftToSurvivors } as Partial<
    Pick<WishFields, WishKind | `${WishKind}LeftToSurvivors`>
  >;
}

// Guest list ---------------------------------------------------------------------------------------------

/** More than enough for a funeral service; keeps a runaway script from filling the table. */
export const GUESTS_MAX = 300;

/** The overview's guest-list tile is completed when at least one guest is listed (flags.guestCount). */
export function guestCountOf(flags: Record<string, unknown> | null | undefined): number {
  const count = flags?.guestCount;
  return typeof count === "number" && Number.isInteger(count) && count > 0 ? count : 0;
}

// Read access ----------------------------------------------------------------------------------------------

/** How long a read-access link may be valid, in days (the customer chooses; 30 by default). */
export const READ_ACCESS_DAYS = [7, 30, 90] as const;
export type ReadAccessDays = (typeof READ_ACCESS_DAYS)[number];
export const DEFAULT_READ_ACCESS_DAYS: ReadAccessDays = 30;
/** At most this many links may be active at once. */
export const READ_ACCESS_ACTIVE_MAX = 5;

export type ReadAccessState = "active" | "expired" | "revoked";

export function readAccessState(
  link: { expiresAt: Date; revokedAt: Date | null },
  now: Date,
): ReadAccessState {
  if (link.revokedAt !== null) return "revoked";
  return link.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}

/** A token in a link: 43 characters of base64url (32 random bytes). Anything else is never looked up. */
export const READ_ACCESS_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
