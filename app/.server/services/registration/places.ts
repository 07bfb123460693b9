/**
 * Place search for the sign-up wizard's place step: German postal codes and their places
 * (table postal_codes, prefix indexes on code and lower(city)). Open to anonymous visitors, so every
 * search that reaches the database counts against PLACE_SEARCH_LIMIT (per IP, in the database).
 */
import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import { PLACE_QUERY_MAX_LENGTH } from "~/domain/registration";
import type { Db } from "../../db/client";
import { postalCodes } from "../../db/schema";
import { recordAttempt } from "../../identity/limits";
import { PLACE_SEARCH_LIMIT } from "../../identity/policy";

export interface Place {
  code: string;
  city: string;
}

export interface PlaceWithPosition extends Place {
  lat: number | null;
  lon: number | null;
}

const MIN_QUERY_LENGTH = 2;
const MAX_LIMIT = 50;
const DIGITS = /^\d{2,5}$/;
/** Letters of any script, spaces and the punctuation of German place names ("Frankfurt (Oder)", "St. Ingbert"). */
const PLACE_NAME = /^[\p{L}][\p{L}\p{M} .'()/-]*$/u;

/** The place name spellings to look for: as typed, and with ae/oe/ue/ss written as ä/ö/ü/ß. */
export function placeNameVariants(query: string): string[] {
  const base = query.normalize("NFC").toLocaleLowerCase("de-DE").replace(/\s+/g, " ");
  const rules: Array<[RegExp, string]> = [
    [/ae/g, "ä"],
    [/oe/g, "ö"],
    [/ue/g, "ü"],
    [/ss/g, "ß"],
  ];
  let variants = [base];
  for (const [pattern, replacement] of rules) {
    if (!pattern.test(base)) continue;
    variants = variants.flatMap((v) => [v, v.replace(pattern, replacement)]);
  }
  return [...new Set(variants)];
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface PlaceSearch {
  query: string;
  /** The client address: searches are limited per IP (LimitExceededException, 429). */
  ip: string;
  /** The time the limit's window is counted from. */
  now: Date;
  /** At most this many places (1–50, default 10). */
  limit?: number;
}

/**
 * Places whose postal code starts with the digits typed, or whose name starts with the text typed
 * (case-insensitive; "Muenchen" also finds "München"). Input that is too short or not a code or
 * place name gives no places. LimitExceededException after 120 searches from one IP within a minute.
 */
export async function searchPlaces(db: Db, search: PlaceSearch): Promise<Place[]> {
  const { query, ip, now, limit = 10 } = search;
  const q = typeof query === "string" ? query.trim() : "";
  const take = Math.min(Math.max(Math.trunc(limit) || 0, 1), MAX_LIMIT);
  if (q.length < MIN_QUERY_LENGTH || q.length > PLACE_QUERY_MAX_LENGTH) return [];

  let where: SQL | undefined;
  let order: SQL[];
  if (DIGITS.test(q)) {
    where = sql`${postalCodes.code} like ${`${q}%`}`;
    order = [asc(postalCodes.code), asc(postalCodes.city)];
  } else if (PLACE_NAME.test(q)) {
    const lowerCity = sql`lower(${postalCodes.city})`;
    where = or(...placeNameVariants(q).map((v) => sql`${lowerCity} like ${`${escapeLike(v)}%`}`));
    order = [asc(lowerCity), asc(postalCodes.code)];
  } else {
    return [];
  }
  await recordAttempt(db, PLACE_SEARCH_LIMIT, { email: "", ip }, now);
  return db
    .select({ code: postalCodes.code, city: postalCodes.city })
    .from(postalCodes)
    .where(where)
    .orderBy(...order)
    .limit(take);
}

/** The place with exactly this code and name, with its coordinates when known; null if there is none. */
export async function findPlace(db: Db, place: Place): Promise<PlaceWithPosition | null> {
  const [row] = await db
    .select({ code: postalCodes.code, city: postalCodes.city, lat: postalCodes.lat, lon: postalCodes.lon })
    .from(postalCodes)
    .where(and(eq(postalCodes.code, place.code), eq(postalCodes.city, place.city)))
    .limit(1);
  return row ?? null;
}
