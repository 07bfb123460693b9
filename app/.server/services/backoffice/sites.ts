/**
 * Funeral sites in the back office (/backoffice/sites; docs/decisions/0054-funeral-sites-back-office.md):
 * list with search, paging and sorting; one site to edit; create, change, withdraw and restore. Admins only
 * (`requireBackOffice`); every change is audited with the record before and after (`recordChange`).
 * The checks that need the database live here: the postal code must be known and the site near its place,
 * and no other site may have the same id or the same name and postal code.
 */
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { FUNERAL_TYPES } from "~/domain/constants";
import { ServiceError } from "~/domain/errors";
import { distanceKm } from "~/domain/funeral-sites";
import { MAX_KM_FROM_POSTAL_CODE } from "~/domain/funeral-sites/germany";
import {
  duplicateKey,
  feesColumn,
  siteProblems,
  type GraveTypeRef,
  type SiteProblem,
  type SiteRecord,
} from "~/domain/funeral-sites/site-record";
import { cents, type Cents } from "~/domain/money";
import { t } from "~/i18n";
import { requireBackOffice, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { funeralSites, graveTypes, postalCodes } from "../../db/schema";
import { recordChange } from "../audit";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Queryable = Db | Tx;

/** Refuses anyone but an admin, as the route's guard does (404, as if the back office did not exist). */

/** Sites per page of the list. */
export const SITES_PER_PAGE = 25;
export const SITE_SORTS = ["title", "plz", "city", "state", "updated"] as const;
export type SiteSort = (typeof SITE_SORTS)[number];

export interface SiteListInput {
  /** Part of the name, postal code or place. */
  q: string;
  page: number;
  sort: SiteSort;
  dir: "asc" | "desc";
  /** All sites, or only the active or the withdrawn ones. */
  status: "all" | "active" | "withdrawn";
}

export interface SiteListRow {
  id: string;
  title: string;
  plz: string;
  city: string;
  state: string;
  funeralTypes: string[];
  active: boolean;
  demo: boolean;
}

export interface SiteList {
  rows: SiteListRow[];
  total: number;
  page: number;
  pages: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The list page: a search over name, postal code and place, one page of it, and the count of all matches. */
export async function listSites(db: Db, actor: Actor, input: SiteListInput): Promise<SiteList> {
  requireBackOffice(actor, "admin");
  const conditions: SQL[] = [];
  const q = input.q.trim();
  if (q) {
    const pattern = `%${escapeLike(q.toLocaleLowerCase("de-DE"))}%`;
    conditions.push(
      or(
        sql`lower(${funeralSites.title}) like ${pattern}`,
        sql`${funeralSites.plz} like ${`${escapeLike(q)}%`}`,
        sql`lower(${funeralSites.city}) like ${pattern}`,
      )!,
    );
  }
  if (input.status !== "all") conditions.push(eq(funeralSites.active, input.status === "active"));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const column = {
    title: funeralSites.title,
    plz: funeralSites.plz,
    city: funeralSites.city,
    state: funeralSites.state,
    updated: funeralSites.updatedAt,
  }[input.sort];
  const order = input.dir === "desc" ? desc(column) : asc(column);
  const [[{ total } = { total: 0 }], rows] = await Promise.all([
    db.select({ total: count() }).from(funeralSites).where(where),
    db
      .select({
        id: funeralSites.id,
        title: funeralSites.title,
        plz: funeralSites.plz,
        city: funeralSites.city,
        state: funeralSites.state,
        funeralTypes: funeralSites.funeralTypes,
        active: funeralSites.active,
        demo: funeralSites.demo,
      })
      .from(funeralSites)
      .where(where)
      .orderBy(order, asc(funeralSites.id))
      .limit(SITES_PER_PAGE)
      .offset((Math.max(1, input.page) - 1) * SITES_PER_PAGE),
  ]);
  const pages = Math.max(1, Math.ceil(total / SITES_PER_PAGE));
  return { rows, total, page: Math.min(Math.max(1, input.page), pages), pages };
}

/** Every grave type, in the order of funeral types and their own sort. */
export async function listGraveTypes(db: Queryable): Promise<GraveTypeRef[]> {
  const rows = await db
    .select({ id: graveTypes.id, funeralType: graveTypes.funeralType, name: graveTypes.name })
    .from(graveTypes)
    .orderBy(asc(graveTypes.sort), asc(graveTypes.id));
  return rows.sort((a, b) => FUNERAL_TYPES.indexOf(a.funeralType) - FUNERAL_TYPES.indexOf(b.funeralType));
}

/** A stored site as the edit form shows it. */
export interface StoredSite extends SiteRecord {
  active: boolean;
  demo: boolean;
}

type SiteRow = typeof funeralSites.$inferSelect;

export function storedSite(row: SiteRow): StoredSite {
  const fees: Record<string, Cents> = {};
  for (const [id, price] of Object.entries(row.fees.prices ?? {})) {
    if (price && Number.isSafeInteger(price.selling_price)) fees[id] = cents(price.selling_price);
  }
  return {
    id: row.id,
    title: row.title,
    street: row.street,
    plz: row.plz,
    city: row.city,
    state: row.state,
    lat: row.lat,
    lon: row.lon,
    organisationName: row.organisationName,
    funeralTypes: row.funeralTypes,
    fees,
    active: row.active,
    demo: row.demo,
  };
}

/** One site with the grave types to price; 404 when there is none with that id. */
export async function loadSite(
  db: Db,
  actor: Actor,
  { siteId }: { siteId: string },
): Promise<{ site: StoredSite; graveTypes: GraveTypeRef[] }> {
  requireBackOffice(actor, "admin");
  const [row] = await db.select().from(funeralSites).where(eq(funeralSites.id, siteId));
  if (!row) throw new ServiceError("funeralSiteNotFound");
  return { site: storedSite(row), graveTypes: await listGraveTypes(db) };
}

/**
 * Whether each postal code is known and the point lies within MAX_KM_FROM_POSTAL_CODE of one of its places
 * (a code can have several); the problems per record index.
 */
export async function postalCodeProblems(
  db: Queryable,
  records: readonly Pick<SiteRecord, "plz" | "lat" | "lon">[],
): Promise<Map<number, SiteProblem>> {
  const codes = [...new Set(records.map((record) => record.plz).filter((plz) => /^\d{5}$/.test(plz)))];
  const places = new Map<string, { lat: number; lon: number }[]>();
  for (let i = 0; i < codes.length; i += 5000) {
    const rows = await db
      .select({ code: postalCodes.code, lat: postalCodes.lat, lon: postalCodes.lon })
      .from(postalCodes)
      .where(inArray(postalCodes.code, codes.slice(i, i + 5000)));
    for (const row of rows) {
      const list = places.get(row.code) ?? [];
      if (row.lat !== null && row.lon !== null) list.push({ lat: row.lat, lon: row.lon });
      places.set(row.code, list);
    }
  }
  const problems = new Map<number, SiteProblem>();
  records.forEach((record, index) => {
    if (!/^\d{5}$/.test(record.plz)) return;
    const known = places.get(record.plz);
    if (!known) {
      problems.set(index, { field: "plz", message: t("backoffice.sites.plz.unknown", { plz: record.plz }) });
      return;
    }
    if (known.length === 0 || !Number.isFinite(record.lat) || !Number.isFinite(record.lon)) return;
    const nearest = Math.min(...known.map((place) => distanceKm(place, record)));
    if (nearest > MAX_KM_FROM_POSTAL_CODE) {
      problems.set(index, {
        field: "lat",
        message: t("backoffice.sites.coordinates.farFromPlz", {
          plz: record.plz,
          km: Math.round(nearest),
          max: MAX_KM_FROM_POSTAL_CODE,
        }),
      });
    }
  });
  return problems;
}

/** What a save did: the site's id, or the problems (nothing stored). */
export type SaveSiteOutcome = { saved: true; id: string } | { saved: false; problems: SiteProblem[] };

/** A site's columns for insert and update. */
export function siteValues(record: SiteRecord) {
  return {
    id: record.id,
    title: record.title.trim(),
    street: record.street.trim(),
    plz: record.plz.trim(),
    city: record.city.trim(),
    state: record.state,
    lat: record.lat,
    lon: record.lon,
    organisationName: record.organisationName.trim(),
    fees: feesColumn(record.fees),
    funeralTypes: record.funeralTypes,
  };
}

/** The audit's picture of a site: its data, fees in cents per grave type. */
function auditPicture(site: StoredSite | (SiteRecord & { active: boolean })) {
  const { demo: _demo, ...rest } = site as StoredSite;
  return rest;
}

/**
 * Creates a site (`siteId` absent) or changes one. Refused with the problems: every check of the record
 * (`siteProblems`), an unknown postal code or a point far from it, a site with the same id (on create) or the
 * same name and postal code. Audited as "site.create" / "site.update" with before and after.
 */
export async function saveSite(
  db: Db,
  actor: Actor,
  input: { siteId?: string | undefined; record: SiteRecord },
  { ip, now }: { ip?: string | null; now: Date },
): Promise<SaveSiteOutcome> {
  requireBackOffice(actor, "admin");
  return db.transaction(async (tx) => {
    const types = await listGraveTypes(tx);
    const record = input.siteId ? { ...input.record, id: input.siteId } : input.record;
    const problems = siteProblems(record, types);
    const [beforeRow] = input.siteId
      ? await tx.select().from(funeralSites).where(eq(funeralSites.id, input.siteId)).for("update")
      : [];
    if (input.siteId && !beforeRow) throw new ServiceError("funeralSiteNotFound");
    if (problems.length === 0) {
      const near = (await postalCodeProblems(tx, [record])).get(0);
      if (near) problems.push(near);
    }
    if (problems.length === 0) {
      const key = duplicateKey(record.title, record.plz);
      const others = await tx
        .select({ id: funeralSites.id, title: funeralSites.title, plz: funeralSites.plz })
        .from(funeralSites)
        .where(
          and(
            or(eq(funeralSites.id, record.id), eq(funeralSites.plz, record.plz.trim())),
            input.siteId ? ne(funeralSites.id, input.siteId) : undefined,
          ),
        );
      const sameId = others.find((other) => other.id === record.id);
      const sameName = others.find((other) => duplicateKey(other.title, other.plz) === key);
      if (sameId)
        problems.push({ field: "id", message: t("backoffice.sites.duplicate.id", { id: record.id }) });
      else if (sameName) {
        problems.push({ field: "title", message: t("backoffice.sites.duplicate.name", { id: sameName.id }) });
      }
    }
    if (problems.length > 0) return { saved: false as const, problems };

    const values = siteValues(record);
    if (beforeRow) {
      const before = storedSite(beforeRow);
      await tx
        .update(funeralSites)
        .set({ ...values, updatedAt: now })
        .where(eq(funeralSites.id, record.id));
      await recordChange(
        tx,
        actor,
        {
          action: "site.update",
          subject: { type: "funeralSite", id: record.id },
          before: auditPicture(before),
          after: auditPicture({ ...record, active: before.active }),
        },
        { ip },
      );
    } else {
      await tx.insert(funeralSites).values({ ...values, active: true, demo: false });
      await recordChange(
        tx,
        actor,
        {
          action: "site.create",
          subject: { type: "funeralSite", id: record.id },
          before: null,
          after: auditPicture({ ...record, active: true }),
        },
        { ip },
      );
    }
    return { saved: true as const, id: record.id };
  });
}

/** Withdraws (active false) or restores a site; audited as "site.withdraw" / "site.restore". */
export async function setSiteActive(
  db: Db,
  actor: Actor,
  { siteId, active }: { siteId: string; active: boolean },
  { ip, now }: { ip?: string | null; now: Date },
): Promise<{ changed: boolean }> {
  requireBackOffice(actor, "admin");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ active: funeralSites.active })
      .from(funeralSites)
      .where(eq(funeralSites.id, siteId))
      .for("update");
    if (!row) throw new ServiceError("funeralSiteNotFound");
    if (row.active === active) return { changed: false };
    await tx.update(funeralSites).set({ active, updatedAt: now }).where(eq(funeralSites.id, siteId));
    await recordChange(
      tx,
      actor,
      {
        action: active ? "site.restore" : "site.withdraw",
        subject: { type: "funeralSite", id: siteId },
        before: { active: row.active },
        after: { active },
      },
      { ip },
    );
    return { changed: true };
  });
}
