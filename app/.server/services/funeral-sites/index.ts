/**
 * Funeral sites of the offer (/overview/offer/funeral-site, GET /funeralsites/markers and
 * PUT /proposals/{id}/funeralSite; docs/decisions/0016-funeral-site-map.md).
 *
 * - `findMarkers`: the sites in a map view (btree indexes on (lat, lon) and lon), the MAX_MARKERS nearest to
 *   the view's centre, with `truncated` when more lie in the view.
 * - `loadSitePage`: the page's data in few round trips: the provision (through the access helper), the grave
 *   types of its funeral type, the search centre (postal code or place, counted against PLACE_SEARCH_LIMIT),
 *   the nearest sites (nearest first from the funeral type's GiST index) with distance and gross price for the
 *   chosen grave type.
 * - `saveFuneralSite`: sets funeralSiteId and graveTypeId through `changeProvision` (version check, staff audit).
 */
import { recalculateOfferPrice, requireEditableOffer } from "../offer";
import { Rollback } from "~/domain/errors";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  centreOf,
  distanceKm,
  SLUG_ID,
  MAX_MARKERS,
  NEAREST_SITES,
  sitePrice,
  type MarkerAnswer,
  type MarkerQuery,
  type Position,
} from "~/domain/funeral-sites";
import type { Db } from "../../db/client";
import {
  funeralSites,
  graveTypes,
  offersFuneralType,
  onUnitSphere,
  postalCodes,
  type FuneralType,
  type Provision,
} from "../../db/schema";
import { recordAttempt } from "../../identity/limits";
import { PLACE_SEARCH_LIMIT } from "../../identity/policy";
import { changeProvision, readProvision, type ProvisionActor, type WriteOptions } from "../provisions";
import { placeNameVariants } from "../registration/places";

/** Squared planar distance in degrees, longitude scaled by cos(latitude): orders by nearness cheaply. */
function nearness(centre: Position): SQL<number> {
  const scale = Math.cos((centre.lat * Math.PI) / 180);
  return sql<number>`((${funeralSites.lat} - ${centre.lat}) * (${funeralSites.lat} - ${centre.lat}) + (${funeralSites.lon} - ${centre.lon}) * (${funeralSites.lon} - ${centre.lon}) * ${scale * scale})`;
}

const typesArray = (types: readonly FuneralType[]) =>
  sql`array[${sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  )}]::funeral_type[]`;

/** The markers of a map view: at most MAX_MARKERS, nearest to the view's centre first. */
export async function findMarkers(db: Db, query: MarkerQuery): Promise<MarkerAnswer> {
  const { south, west, north, east, types, activeOnly, prices } = query;
  const conditions: SQL[] = [
    sql`${funeralSites.lat} between ${south} and ${north}`,
    sql`${funeralSites.lon} between ${west} and ${east}`,
    sql`${funeralSites.funeralTypes} && ${typesArray(types)}`,
  ];
  if (activeOnly) conditions.push(eq(funeralSites.active, true));
  const rows = await db
    .select({
      id: funeralSites.id,
      name: funeralSites.title,
      city: funeralSites.city,
      lat: funeralSites.lat,
      lon: funeralSites.lon,
      fee: prices
        ? sql<number | null>`(${funeralSites.fees} -> 'prices' -> ${prices} ->> 'selling_price')::bigint`
        : sql<null>`null`,
    })
    .from(funeralSites)
    .where(and(...conditions))
    .orderBy(nearness(centreOf(query)), asc(funeralSites.id))
    .limit(MAX_MARKERS + 1);
  const markers = rows.slice(0, MAX_MARKERS).map(({ fee, ...marker }) =>
    prices
      ? {
          ...marker,
          price: sitePrice(
            { prices: { [prices]: fee === null ? undefined : { selling_price: Number(fee) } } },
            prices,
          ),
        }
      : marker,
  );
  return { markers, truncated: rows.length > MAX_MARKERS };
}

/** A site as the page lists it. */
export interface ListedSite {
  id: string;
  title: string;
  street: string;
  plz: string;
  city: string;
  organisationName: string;
  lat: number;
  lon: number;
  /** Kilometres from the search centre; null without a centre. */
  distanceKm: number | null;
  /** Gross cents for the chosen grave type; null when the site does not offer it. */
  price: number | null;
  /** Gross cents for every grave type of the funeral type, in the form's order (null: not offered). */
  prices: { graveTypeId: string; price: number | null }[];
}

const siteColumns = {
  id: funeralSites.id,
  title: funeralSites.title,
  street: funeralSites.street,
  plz: funeralSites.plz,
  city: funeralSites.city,
  organisationName: funeralSites.organisationName,
  lat: funeralSites.lat,
  lon: funeralSites.lon,
  fees: funeralSites.fees,
  funeralTypes: funeralSites.funeralTypes,
  active: funeralSites.active,
};

type SiteRow = { [K in keyof typeof siteColumns]: (typeof siteColumns)[K]["_"]["data"] };

function listed(
  row: SiteRow,
  centre: Position | null,
  graveTypeId: string | null,
  types: readonly { id: string }[],
): ListedSite {
  const { fees, funeralTypes: _types, active: _active, ...site } = row;
  return {
    ...site,
    distanceKm: centre ? distanceKm(centre, row) : null,
    price: sitePrice(fees, graveTypeId),
    prices: types.map((type) => ({ graveTypeId: type.id, price: sitePrice(fees, type.id) })),
  };
}

/** The search centre: the place whose postal code or name starts with `query`; null when none is known. */
export async function locatePlace(
  db: Db,
  { query }: { query: string },
  { ip, now }: { ip: string; now: Date },
): Promise<{ code: string; city: string; lat: number; lon: number } | null> {
  const q = query.trim();
  let where: SQL | undefined;
  if (/^\d{2,5}$/.test(q)) where = sql`${postalCodes.code} like ${`${q}%`}`;
  else if (/^[\p{L}][\p{L}\p{M} .'()/-]*$/u.test(q)) {
    const lower = sql`lower(${postalCodes.city})`;
    where = sql.join(
      placeNameVariants(q).map((v) => sql`${lower} like ${`${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`),
      sql` or `,
    );
  } else return null;
  await recordAttempt(db, PLACE_SEARCH_LIMIT, { email: "", ip }, now);
  // A place named exactly as typed comes before longer names that start with it ("Kiel" before "Kieler…").
  // Codes in byte order ("C"): postal_codes_code_prefix_idx serves the prefix then; in the database's own
  // collation PostgreSQL walks the whole primary key in order instead (db/explain.db.test.ts).
  const order: SQL[] = /^\d/.test(q)
    ? [sql`${postalCodes.code} collate "C"`]
    : [
        sql`case when lower(${postalCodes.city}) = ${q.toLocaleLowerCase("de-DE")} then 0 else 1 end`,
        asc(postalCodes.code),
      ];
  const [place] = await db
    .select({ code: postalCodes.code, city: postalCodes.city, lat: postalCodes.lat, lon: postalCodes.lon })
    .from(postalCodes)
    .where(and(sql`(${where})`, sql`${postalCodes.lat} is not null`, sql`${postalCodes.lon} is not null`))
    .orderBy(...order)
    .limit(1);
  return place ? { code: place.code, city: place.city, lat: place.lat!, lon: place.lon! } : null;
}

/**
 * The NEAREST_SITES active sites of a funeral type nearest to `centre` over the earth, ties (sites at the same
 * point) by id. The inner query walks the funeral type's GiST index nearest first and stops after the last site
 * as near as the NEAREST_SITES-th (`with ties`); the outer one orders those few by distance and id.
 */
async function nearestSites(db: Db, centre: Position, funeralType: FuneralType): Promise<SiteRow[]> {
  const distance = sql`${onUnitSphere(funeralSites.lat, funeralSites.lon)} <-> ${onUnitSphere(centre.lat, centre.lon)}`;
  const nearest = sql`(select ${funeralSites.id} from ${funeralSites}
    where ${offersFuneralType(funeralSites, funeralType)}
    order by ${distance} fetch first ${NEAREST_SITES} rows with ties)`;
  return db
    .select(siteColumns)
    .from(funeralSites)
    .where(inArray(funeralSites.id, nearest))
    .orderBy(distance, asc(funeralSites.id))
    .limit(NEAREST_SITES);
}

export interface GraveTypeOption {
  id: string;
  name: string;
  description: string;
}

export interface SitePageInput {
  /** Postal code or place typed into the search (`?q=`); empty: around the customer's own place. */
  query: string;
  /** Grave type chosen in the form (`?graveType=`); the stored one when missing or not of this funeral type. */
  graveType: string | null;
  /** Site chosen in the form (`?funeralSiteId=`, or a marker): listed and checked even when not among the nearest. */
  siteId: string | null;
}

export interface SitePage {
  provision: Pick<Provision, "funeralType" | "funeralPlan" | "funeralSiteId" | "graveTypeId" | "version">;
  graveTypes: GraveTypeOption[];
  graveTypeId: string | null;
  /** Where the list is measured from; null when neither search nor provision give a position. */
  centre: (Position & { label: string | null }) | null;
  /** The search found no place. */
  placeNotFound: boolean;
  sites: ListedSite[];
  /** The stored site (for "Ihr gewählter Friedhof"), with its price for the stored grave type. */
  current: (ListedSite & { graveTypeName: string | null }) | null;
  chosenSiteId: string | null;
}

/** The sites with these ids (any order; unknown ids are left out). */
export async function sitesByIds(db: Db, ids: string[]): Promise<SiteRow[]> {
  if (ids.length === 0) return [];
  return db.select(siteColumns).from(funeralSites).where(inArray(funeralSites.id, ids));
}

/** The page's data (loader of /overview/offer/funeral-site). */
export async function loadSitePage(
  db: Db,
  actor: ProvisionActor,
  input: SitePageInput,
  { ip, now }: { ip: string; now: Date },
): Promise<SitePage> {
  const provision = await readProvision(db, actor, { ip });
  requireEditableOffer(provision);
  const types = await db
    .select({ id: graveTypes.id, name: graveTypes.name, description: graveTypes.description })
    .from(graveTypes)
    .where(eq(graveTypes.funeralType, provision.funeralType))
    .orderBy(asc(graveTypes.sort));
  const chosenType = types.find((type) => type.id === input.graveType)?.id;
  const graveTypeId =
    chosenType ?? types.find((type) => type.id === provision.graveTypeId)?.id ?? types[0]?.id ?? null;

  const query = input.query.trim();
  const place = query ? await locatePlace(db, { query }, { ip, now }) : null;
  const wanted = [
    ...new Set(
      [input.siteId, provision.funeralSiteId].filter((id): id is string => !!id && SLUG_ID.test(id)),
    ),
  ];
  const known = await sitesByIds(db, wanted);
  const stored = known.find((site) => site.id === provision.funeralSiteId) ?? null;
  const fromProvision =
    provision.lat !== null && provision.lon !== null
      ? { lat: provision.lat, lon: provision.lon, label: provision.code }
      : null;
  const centre = place
    ? { lat: place.lat, lon: place.lon, label: `${place.code} ${place.city}` }
    : query
      ? null
      : (fromProvision ?? (stored ? { lat: stored.lat, lon: stored.lon, label: stored.city } : null));

  const nearest = centre ? await nearestSites(db, centre, provision.funeralType) : [];
  // The chosen site (a marker, or the radio kept across a search) is offered even when it is not among the nearest.
  const chosen = known.find(
    (site) => site.id === input.siteId && site.active && site.funeralTypes.includes(provision.funeralType),
  );
  const rows = chosen && !nearest.some((site) => site.id === chosen.id) ? [chosen, ...nearest] : nearest;
  const graveTypeName = types.find((type) => type.id === provision.graveTypeId)?.name ?? null;
  return {
    provision: {
      funeralType: provision.funeralType,
      funeralPlan: provision.funeralPlan,
      funeralSiteId: provision.funeralSiteId,
      graveTypeId: provision.graveTypeId,
      version: provision.version,
    },
    graveTypes: types,
    graveTypeId,
    centre,
    placeNotFound: query.length > 0 && !place,
    sites: rows.map((row) => listed(row, centre, graveTypeId, types)),
    current: stored ? { ...listed(stored, centre, provision.graveTypeId, []), graveTypeName } : null,
    chosenSiteId: chosen?.id ?? (input.siteId ? null : provision.funeralSiteId),
  };
}

export interface SiteChoice {
  funeralSiteId: string | undefined;
  graveType: string;
}

/** What a save did: stored, or refused (nothing written) with the field and reason to tell the user. */
export type SaveOutcome = { saved: true } | ({ saved: false } & SaveRefusal);

/**
 * Stores the chosen site and grave type (PUT /proposals/{id}/funeralSite). Refused with a field
 * error: a grave type not of the provision's funeral type, a site that does not exist, is inactive, does not
 * serve the funeral type or does not offer the grave type. Sea without a site is refused by the form schema.
 */
export async function saveFuneralSite(
  db: Db,
  actor: ProvisionActor,
  choice: SiteChoice,
  { expectedVersion, ip, now }: WriteOptions & { now: Date },
): Promise<SaveOutcome> {
  const siteId = choice.funeralSiteId ?? null;
  return changeProvision(
    db,
    actor,
    {
      action: "offer.funeralSite",
      expectedVersion,
      detail: { funeralSiteId: siteId, graveTypeId: choice.graveType },
      ip,
    },
    async (tx, provision) => {
      requireEditableOffer(provision);
      const [type] = await tx
        .select({ id: graveTypes.id })
        .from(graveTypes)
        .where(and(eq(graveTypes.id, choice.graveType), eq(graveTypes.funeralType, provision.funeralType)));
      if (!type) throw new Rollback<SaveRefusal>({ field: "graveType", reason: "graveTypeUnknown" });
      if (siteId !== null) {
        const [site] = SLUG_ID.test(siteId)
          ? await tx.select(siteColumns).from(funeralSites).where(eq(funeralSites.id, siteId))
          : [];
        if (!site || !site.active || !site.funeralTypes.includes(provision.funeralType)) {
          throw new Rollback<SaveRefusal>({ field: "funeralSiteId", reason: "siteUnknown" });
        }
        if (sitePrice(site.fees, type.id) === null) {
          throw new Rollback<SaveRefusal>({ field: "funeralSiteId", reason: "graveTypeNotOffered" });
        }
      }
      if (provision.funeralSiteId === siteId && provision.graveTypeId === type.id) {
        throw new Rollback<SaveRefusal>({ field: null, reason: "unchanged" });
      }
      // The site fee is part of the offer price: recalculated in this transaction, so it never lags the site.
      const next = { ...provision, funeralSiteId: siteId, graveTypeId: type.id };
      return { funeralSiteId: siteId, graveTypeId: type.id, ...(await recalculateOfferPrice(tx, next, now)) };
    },
  ).then(
    () => ({ saved: true as const }),
    (error: unknown) => {
      if (error instanceof Rollback) return { saved: false as const, ...(error.outcome as SaveRefusal) };
      throw error;
    },
  );
}

/** Why a save was refused; the transaction is rolled back (no version bump, no audit entry). */
export type SaveRefusal =
  | { field: "graveType"; reason: "graveTypeUnknown" }
  | { field: "funeralSiteId"; reason: "siteUnknown" | "graveTypeNotOffered" }
  | { field: null; reason: "unchanged" };
