/**
 * Coupons in the back office (decision 0055): list with how often each was used, create, edit,
 * activate and deactivate. Admins only (the route's guard answers 404 to anyone else; the service checks again).
 * A use is a booking: a `payments` row with the code, counted per customer (provision), exactly as the
 * redemption counts it (`couponUse` in ../pricing, decision 0031). Every change is audited with before and after.
 */
import { asc, countDistinct, desc, eq, getTableColumns, isNotNull, sql } from "drizzle-orm";
import { requireBackOffice, type Actor } from "~/.server/auth/actor";
import {
  type CouponSort,
  couponWindow,
  normalizeCouponCode,
  isCouponCode,
  type CouponCreateInput,
  type CouponTermsInput,
} from "~/domain/backoffice/coupons";
import type { ListOrder } from "~/domain/backoffice/lists";
import { ServiceError } from "~/domain/errors";
import type { Db } from "../../db/client";
import { coupons, payments } from "../../db/schema";
import { recordChange } from "../audit";

type CouponRow = typeof coupons.$inferSelect;

/** A coupon with how often it was used (bookings by distinct customers). */
export interface CouponWithUses extends CouponRow {
  uses: number;
}

type BackOfficeActor = Pick<Actor, "userId" | "groups">;
interface ChangeOptions {
  ip?: string | null;
}

/** Admins only: anyone else is told the page does not exist (as the route's guard does). */

/** Uses per code: one per customer who booked with it (ended plans included), as the redemption counts. */
function usesByCode(db: Db) {
  return db
    .select({ code: payments.couponCode, uses: countDistinct(payments.provisionId).as("uses") })
    .from(payments)
    .where(isNotNull(payments.couponCode))
    .groupBy(payments.couponCode)
    .as("coupon_uses");
}

function selectWithUses(db: Db) {
  const uses = usesByCode(db);
  const usesColumn = sql<number>`coalesce(${uses.uses}, 0)`.mapWith(Number);
  return {
    usesColumn,
    query: db
      .select({ ...getTableColumns(coupons), uses: usesColumn })
      .from(coupons)
      .leftJoin(uses, eq(uses.code, coupons.code))
      .$dynamic(),
  };
}

/** Every coupon with its uses, sorted by `sort` (then by code). */
export async function listCoupons(
  db: Db,
  actor: BackOfficeActor,
  input: ListOrder<CouponSort>,
): Promise<CouponWithUses[]> {
  requireBackOffice(actor, "admin");
  const { query, usesColumn } = selectWithUses(db);
  const column = {
    code: coupons.code,
    gives: sql`${coupons.discountPercent} * 1000 + coalesce(${coupons.guaranteeStep}, 0)`,
    validFrom: coupons.validFrom,
    validUntil: coupons.validUntil,
    maxUses: coupons.maxUses,
    uses: usesColumn,
    active: coupons.active,
  }[input.sort];
  const order = input.dir === "desc" ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  return query.orderBy(
    order,
    input.sort === "code" && input.dir === "desc" ? desc(coupons.code) : asc(coupons.code),
  );
}

/** One coupon with its uses; an unknown code (or one of the wrong format) → notFound (404). */
export async function readCoupon(
  db: Db,
  actor: BackOfficeActor,
  input: { code: string },
): Promise<CouponWithUses> {
  requireBackOffice(actor, "admin");
  const code = normalizeCouponCode(input.code);
  if (!isCouponCode(code)) throw new ServiceError("notFound", { detail: `coupon ${input.code}` });
  const { query } = selectWithUses(db);
  const [row] = await query.where(eq(coupons.code, code)).limit(1);
  if (!row) throw new ServiceError("notFound", { detail: `coupon ${code}` });
  return row;
}

/** What the audit log keeps of a coupon: its terms, as plain values. */
function auditView(row: CouponRow) {
  return {
    code: row.code,
    kind: row.kind,
    discountPercent: row.discountPercent,
    guaranteeStep: row.guaranteeStep,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    maxUses: row.maxUses,
    active: row.active,
    description: row.description,
  };
}

/** Audits a coupon's change with what it was (null when created) and what it is now. */
function auditCoupon(
  db: Db,
  actor: BackOfficeActor,
  action: `coupon.${"create" | "update" | "activate" | "deactivate"}`,
  before: CouponRow | null,
  after: CouponRow,
  ip: ChangeOptions["ip"],
) {
  return recordChange(
    db,
    actor,
    {
      action,
      subject: { type: "coupon", id: after.code },
      before: before && auditView(before),
      after: auditView(after),
    },
    { ip },
  );
}

function termsValues(input: CouponTermsInput) {
  return {
    discountPercent: input.discountPercent,
    guaranteeStep: input.guaranteeStep,
    ...couponWindow(input),
    maxUses: input.maxUses,
    description: input.description,
    active: input.active,
  };
}

/** A new coupon (never demo data). A code that exists already → couponExists (409 on the field `code`). */
export async function createCoupon(
  db: Db,
  actor: BackOfficeActor,
  input: CouponCreateInput,
  { ip }: ChangeOptions = {},
): Promise<CouponRow> {
  requireBackOffice(actor, "admin");
  const code = normalizeCouponCode(input.code);
  if (!isCouponCode(code)) throw new ServiceError("InvalidParameterException", { field: "code" });
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(coupons)
      .values({ code, kind: input.kind, ...termsValues(input), demo: false })
      .onConflictDoNothing({ target: coupons.code })
      .returning();
    if (!created) throw new ServiceError("couponExists", { field: "code", detail: `coupon ${code}` });
    await auditCoupon(tx as unknown as Db, actor, "coupon.create", null, created, ip);
    return created;
  });
}

type CouponAction = Parameters<typeof auditCoupon>[2];

/**
 * Changes one coupon under a row lock: `plan` says what to set and how the audit names it, or null when nothing
 * changes (then nothing is written and no audit entry made). Unknown code → notFound.
 */
async function changeCoupon(
  db: Db,
  actor: BackOfficeActor,
  code: string,
  ip: ChangeOptions["ip"],
  plan: (before: CouponRow) => { values: Partial<CouponRow>; action: CouponAction } | null,
): Promise<{ coupon: CouponRow; changed: boolean }> {
  requireBackOffice(actor, "admin");
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.code, code)).for("update");
    if (!before) throw new ServiceError("notFound", { detail: `coupon ${code}` });
    const planned = plan(before);
    if (!planned) return { coupon: before, changed: false };
    const [after] = await tx.update(coupons).set(planned.values).where(eq(coupons.code, code)).returning();
    if (!after) throw new ServiceError("notFound", { detail: `coupon ${code}` });
    await auditCoupon(tx as unknown as Db, actor, planned.action, before, after, ip);
    return { coupon: after, changed: true };
  });
}

/**
 * Changes everything of a coupon but its code. Returns the coupon and whether anything changed (an unchanged
 * save writes nothing and no audit entry). Unknown code → notFound.
 */
export async function updateCoupon(
  db: Db,
  actor: BackOfficeActor,
  input: CouponTermsInput & { code: string },
  { ip }: ChangeOptions = {},
): Promise<{ coupon: CouponRow; changed: boolean }> {
  const code = normalizeCouponCode(input.code);
  return changeCoupon(db, actor, code, ip, (before) => {
    if (before.kind === "offer" && input.guaranteeStep !== null) {
      // A step belongs to the plan; an offer coupon gives a percentage only (decision 0073).
      throw new ServiceError("couponOfferStep", { field: "guaranteeStep", detail: `coupon ${code}` });
    }
    const values = termsValues(input);
    const unchanged =
      JSON.stringify(auditView(before)) === JSON.stringify(auditView({ ...before, ...values }));
    return unchanged ? null : { values, action: "coupon.update" };
  });
}

/** Switches a coupon on or off; the same state again changes nothing. Unknown code → notFound. */
export async function setCouponActive(
  db: Db,
  actor: BackOfficeActor,
  input: { code: string; active: boolean },
  { ip }: ChangeOptions = {},
): Promise<{ coupon: CouponRow; changed: boolean }> {
  return changeCoupon(db, actor, normalizeCouponCode(input.code), ip, (before) =>
    before.active === input.active
      ? null
      : { values: { active: input.active }, action: input.active ? "coupon.activate" : "coupon.deactivate" },
  );
}
