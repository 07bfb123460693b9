/**
 * The back office's catalogue (decision 0053): products by category, services, extras, the
 * three funeral plans and the grave types; edit, create, withdraw and restore, every change audited with
 * before and after. A change of price, name or VAT class, or a withdrawal, is never carried into existing
 * offers: their items keep the snapshot, so the offer-outdated rule (app/domain/offer, seed 001 §4) marks them
 * outdated and the customer refreshes them. `…Impact` counts, before saving, how many offers that will be.
 * Admins only: anyone else gets "not found".
 */
import { and, asc, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import { defaultTakeovers, NO_IMPACT, type OfferImpact } from "~/domain/catalogue";
import type { ProductCreateInput, ProductInput, PriceItemInput } from "~/domain/catalogue/validation";
import type { FuneralPlan } from "~/domain/constants";
import { ServiceError } from "~/domain/errors";
import { cents, type Cents } from "~/domain/money";
import { PRODUCT_CATEGORY_ORDER } from "~/domain/offer/constants";
import { requireBackOffice, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { extras, graveTypes, plans, products, services, type Picture } from "../../db/schema";
import { isUuid } from "~/domain/validation/uuid";
import { recordChange } from "../audit";

type Options = { ip?: string | null };
/** What a service or an extra keeps of its form: the name and the net price (not the form's intent). */
type PriceItemValues = Pick<PriceItemInput, "name" | "price">;
type Product = typeof products.$inferSelect;
type Service = typeof services.$inferSelect;
type Extra = typeof extras.$inferSelect;
type Plan = typeof plans.$inferSelect;
type GraveType = typeof graveTypes.$inferSelect;

/** Admins only; customer care and customers get "not found", as the route guard answers. */

const notFound = () => new ServiceError("notFound");

// ---------------------------------------------------------------------------------------------- overview

export interface CatalogueOverview {
  products: Product[];
  services: Service[];
  extras: Extra[];
  plans: Plan[];
  graveTypes: GraveType[];
  anyDemo: boolean;
}

/** The whole catalogue, withdrawn rows included (five small reads, sent together). */
export async function listCatalogue(db: Db, actor: Actor): Promise<CatalogueOverview> {
  requireBackOffice(actor, "admin");
  const [productRows, serviceRows, extraRows, planRows, graveRows] = await Promise.all([
    db.select().from(products).orderBy(asc(products.sort), asc(products.articleNumber)),
    db.select().from(services).orderBy(asc(services.optional), asc(services.sort)),
    db.select().from(extras).orderBy(asc(extras.sort), asc(extras.key)),
    db.select().from(plans).orderBy(asc(plans.sort)),
    db.select().from(graveTypes).orderBy(asc(graveTypes.funeralType), asc(graveTypes.sort)),
  ]);
  productRows.sort((a, b) => PRODUCT_CATEGORY_ORDER[a.category] - PRODUCT_CATEGORY_ORDER[b.category]);
  return {
    products: productRows,
    services: serviceRows,
    extras: extraRows,
    plans: planRows,
    graveTypes: graveRows,
    anyDemo: [...productRows, ...serviceRows, ...extraRows].some((row) => row.demo),
  };
}

// ---------------------------------------------------------------------------------------------- impact

/**
 * How many offers a change of one catalogue row will mark outdated, and how many keep their prices under a
 * price guarantee: offers still open (neither customized nor accepted) that hold the row and whose stored
 * snapshot will differ from the catalogue (`differs`, or every holder on a withdrawal); never a frozen one (a
 * confirmed death, decision 0063: its offer stays as it was). One query over
 * proposal_items (indexed by product_id, service_id, extra_id) joined to provisions.
 */
async function impactOf(db: Db, holds: SQL, differs: SQL): Promise<OfferImpact> {
  return countImpact(
    db,
    sql`
    select
      count(distinct p.id) filter (where not ${GUARANTEED})::int as outdated,
      count(distinct p.id) filter (where ${GUARANTEED})::int as guaranteed
    from proposal_items i
    join provisions p on p.proposal_id = i.proposal_id
    where ${holds} and p.state is null and p.frozen_at is null and (${differs})`,
  );
}

/** The price-guarantee rule of `hasPriceGuarantee` (app/domain/offer) in SQL. */
const GUARANTEED = sql.raw(
  "(p.price_guarantee_booked_at is not null or coalesce(p.payment_price_guarantee, 0) > 0)",
);

async function countImpact(db: Db, query: SQL): Promise<OfferImpact> {
  const result = await db.execute(query);
  const [row] = (result as unknown as { rows: { outdated: number; guaranteed: number }[] }).rows;
  return row ? { outdated: Number(row.outdated), guaranteed: Number(row.guaranteed) } : NO_IMPACT;
}

/** The impact of saving a product with these values (price, short name, VAT class). */
export async function productChangeImpact(
  db: Db,
  actor: Actor,
  input: { id: string; priceCents: Cents; shortName: string; vatRate: number },
): Promise<OfferImpact> {
  requireBackOffice(actor, "admin");
  if (!isUuid(input.id)) throw notFound();
  return impactOf(
    db,
    sql`i.product_id = ${input.id}`,
    sql`i.price_cents <> ${input.priceCents} or i.name <> ${input.shortName} or i.vat_rate <> ${input.vatRate}`,
  );
}

/** The impact of withdrawing a product, service or extra: every open offer holding it. */
export async function withdrawalImpact(
  db: Db,
  actor: Actor,
  input: { kind: CatalogueKind; id: string },
): Promise<OfferImpact> {
  requireBackOffice(actor, "admin");
  if (!isUuid(input.id)) throw notFound();
  return impactOf(db, sql`${sql.raw(`i.${REF_COLUMN[input.kind]}`)} = ${input.id}`, sql`true`);
}

/** The impact of saving a service or an extra with this name and price. */
export async function priceItemImpact(
  db: Db,
  actor: Actor,
  input: { kind: "service" | "extra"; id: string; priceCents: Cents; name: string },
): Promise<OfferImpact> {
  requireBackOffice(actor, "admin");
  if (!isUuid(input.id)) throw notFound();
  return impactOf(
    db,
    sql`${sql.raw(`i.${REF_COLUMN[input.kind]}`)} = ${input.id}`,
    sql`i.price_cents <> ${input.priceCents} or i.name <> ${input.name}`,
  );
}

/**
 * A plan's fee is read live by every offer of the plan (it is not part of the items' snapshot), so a new fee
 * reaches every open offer of the plan at once; this counts them (and those under a price guarantee).
 */
export async function planFeeImpact(
  db: Db,
  actor: Actor,
  input: { plan: FuneralPlan },
): Promise<OfferImpact> {
  requireBackOffice(actor, "admin");
  return countImpact(
    db,
    sql`
    select
      count(*) filter (where not ${GUARANTEED})::int as outdated,
      count(*) filter (where ${GUARANTEED})::int as guaranteed
    from provisions p
    where p.funeral_plan = ${input.plan} and p.state is null and p.proposal_id is not null
      and p.frozen_at is null`,
  );
}

// ---------------------------------------------------------------------------------------------- products

export type CatalogueKind = "product" | "service" | "extra";
const REF_COLUMN: Record<CatalogueKind, string> = {
  product: "product_id",
  service: "service_id",
  extra: "extra_id",
};

export async function readProduct(db: Db, actor: Actor, input: { id: string }): Promise<Product> {
  requireBackOffice(actor, "admin");
  if (!isUuid(input.id)) throw notFound();
  const [row] = await db.select().from(products).where(eq(products.id, input.id));
  if (!row) throw notFound();
  return row;
}

/** What the audit log keeps of a product: its business fields, no timestamps. */
const productFacts = (p: Product) => ({
  articleNumber: p.articleNumber,
  category: p.category,
  priceCents: p.priceCents,
  vatRate: p.vatRate,
  translations: p.translations,
  pictures: p.pictures,
  defaultPlans: p.defaultPlans,
  funeralTypes: p.funeralTypes,
  sort: p.sort,
  withdrawn: p.deletedAt !== null,
});

function productValues(input: ProductInput, previous?: Product) {
  const pictures: Picture[] = input.pictureUrl
    ? [
        { url: input.pictureUrl, ...(input.pictureAlt ? { alt: input.pictureAlt } : {}) },
        ...(previous?.pictures.slice(1) ?? []),
      ]
    : (previous?.pictures.slice(1) ?? []);
  return {
    category: input.category,
    priceCents: cents(input.price),
    vatRate: input.vatRate,
    translations: {
      name: input.name,
      shortname: input.shortName,
      description: input.description,
      properties: previous?.translations.properties ?? {},
    },
    pictures,
    defaultPlans: input.defaultPlans,
    funeralTypes: input.funeralTypes,
    sort: input.sort,
  };
}

/**
 * The default rule inside a change: `product` (as it will be stored) takes its plans from the other products
 * of its category that share a funeral type; each such product is audited as changed too.
 */
async function takeDefaults(tx: Db, actor: Actor, product: Product, options: Options): Promise<void> {
  if (product.deletedAt !== null || product.defaultPlans.length === 0) return;
  const others = await tx
    .select()
    .from(products)
    .where(
      and(
        eq(products.category, product.category),
        ne(products.id, product.id),
        isNull(products.deletedAt),
        sql`cardinality(${products.defaultPlans}) > 0`,
      ),
    );
  for (const change of defaultTakeovers(product, others)) {
    const [updated] = await tx
      .update(products)
      .set({ defaultPlans: change.after })
      .where(eq(products.id, change.id))
      .returning();
    if (!updated) continue;
    await recordChange(
      tx,
      actor,
      {
        action: "product.default.transfer",
        subject: { type: "product", id: change.id },
        before: { defaultPlans: change.before },
        after: { defaultPlans: change.after, takenBy: product.articleNumber },
      },
      options,
    );
  }
}

/** Saves a product's fields; answers the impact on offers it had (counted before the change). */
export async function saveProduct(
  db: Db,
  actor: Actor,
  input: { id: string; values: ProductInput },
  options: Options,
): Promise<{ product: Product; impact: OfferImpact }> {
  requireBackOffice(actor, "admin");
  if (!isUuid(input.id)) throw notFound();
  const impact = await productChangeImpact(db, actor, {
    id: input.id,
    priceCents: cents(input.values.price),
    shortName: input.values.shortName,
    vatRate: input.values.vatRate,
  });
  const product = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [before] = await tx.select().from(products).where(eq(products.id, input.id)).for("update");
    if (!before) throw notFound();
    const [after] = await tx
      .update(products)
      .set(productValues(input.values, before))
      .where(eq(products.id, input.id))
      .returning();
    if (!after) throw notFound();
    await recordChange(
      tx,
      actor,
      {
        action: "product.update",
        subject: { type: "product", id: after.id },
        before: productFacts(before),
        after: productFacts(after),
      },
      options,
    );
    await takeDefaults(tx, actor, after, options);
    return after;
  });
  return { product, impact };
}

/** Creates a product; an article number in use is refused at its field (409). */
export async function createProduct(
  db: Db,
  actor: Actor,
  input: { values: ProductCreateInput },
  options: Options,
): Promise<Product> {
  requireBackOffice(actor, "admin");
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [taken] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.articleNumber, input.values.articleNumber));
    if (taken) throw new ServiceError("unchanged", { status: 409, field: "articleNumber", detail: "taken" });
    const [created] = await tx
      .insert(products)
      .values({ articleNumber: input.values.articleNumber, ...productValues(input.values) })
      .returning();
    if (!created) throw new Error("product not created");
    await recordChange(
      tx,
      actor,
      {
        action: "product.create",
        subject: { type: "product", id: created.id },
        before: null,
        after: productFacts(created),
      },
      options,
    );
    await takeDefaults(tx, actor, created, options);
    return created;
  });
}

const TABLES = { product: products, service: services, extra: extras } as const;

/**
 * Withdraws (deleted_at = now) or restores a product, service or extra. Offers holding a withdrawn row become
 * outdated; their refresh removes it (and puts the plan's default in a withdrawn default's place).
 */
export async function setWithdrawn(
  db: Db,
  actor: Actor,
  input: { kind: CatalogueKind; id: string; withdrawn: boolean },
  options: Options & { now: Date },
): Promise<OfferImpact> {
  requireBackOffice(actor, "admin");
  if (!isUuid(input.id)) throw notFound();
  const impact = input.withdrawn ? await withdrawalImpact(db, actor, input) : NO_IMPACT;
  const table = TABLES[input.kind];
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [before] = await tx
      .select({ deletedAt: table.deletedAt })
      .from(table)
      .where(eq(table.id, input.id))
      .for("update");
    if (!before) throw notFound();
    const deletedAt = input.withdrawn ? (before.deletedAt ?? options.now) : null;
    await tx.update(table).set({ deletedAt }).where(eq(table.id, input.id));
    await recordChange(
      tx,
      actor,
      {
        action: `${input.kind}.${input.withdrawn ? "withdraw" : "restore"}`,
        subject: { type: input.kind, id: input.id },
        before: { withdrawn: before.deletedAt !== null },
        after: { withdrawn: input.withdrawn },
      },
      options,
    );
  });
  return impact;
}

// ---------------------------------------------------------------------------------------------- services, extras

export async function readService(db: Db, actor: Actor, input: { id: string }): Promise<Service> {
  requireBackOffice(actor, "admin");
  if (!isUuid(input.id)) throw notFound();
  const [row] = await db.select().from(services).where(eq(services.id, input.id));
  if (!row) throw notFound();
  return row;
}

export async function readExtra(db: Db, actor: Actor, input: { id: string }): Promise<Extra> {
  requireBackOffice(actor, "admin");
  if (!isUuid(input.id)) throw notFound();
  const [row] = await db.select().from(extras).where(eq(extras.id, input.id));
  if (!row) throw notFound();
  return row;
}

/**
 * A service's or an extra's name (what offers show) and net price: the count of offers it marks outdated is
 * taken first, then the row is changed under a lock and audited with before and after. Services keep the name
 * as `translations.shortname`, extras as `name`; that is the only difference.
 */
async function savePriceItem(
  db: Db,
  actor: Actor,
  kind: "service" | "extra",
  input: { id: string; values: PriceItemValues },
  options: Options,
): Promise<OfferImpact> {
  const { id, values } = input;
  const priceCents = cents(values.price);
  const impact = await priceItemImpact(db, actor, { kind, id, priceCents, name: values.name });
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    let before: { name: string; priceCents: number } | undefined;
    if (kind === "service") {
      const [row] = await tx.select().from(services).where(eq(services.id, id)).for("update");
      if (!row) throw notFound();
      before = { name: row.translations.shortname, priceCents: row.priceCents };
      const translations = { ...row.translations, shortname: values.name };
      await tx.update(services).set({ priceCents, translations }).where(eq(services.id, id));
    } else {
      const [row] = await tx.select().from(extras).where(eq(extras.id, id)).for("update");
      if (!row) throw notFound();
      before = { name: row.name, priceCents: row.priceCents };
      await tx.update(extras).set({ priceCents, name: values.name }).where(eq(extras.id, id));
    }
    await recordChange(
      tx,
      actor,
      {
        action: `${kind}.update`,
        subject: { type: kind, id },
        before,
        after: { name: values.name, priceCents: values.price },
      },
      options,
    );
  });
  return impact;
}

/** A service's short name (the name offers show) and net price. */
export const saveService = (
  db: Db,
  actor: Actor,
  input: { id: string; values: PriceItemValues },
  options: Options,
) => savePriceItem(db, actor, "service", input, options);

/** An extra's name and net price. */
export const saveExtra = (
  db: Db,
  actor: Actor,
  input: { id: string; values: PriceItemValues },
  options: Options,
) => savePriceItem(db, actor, "extra", input, options);

// ---------------------------------------------------------------------------------------------- plans, grave types

const FUNERAL_PLAN_IDS: readonly string[] = ["basic", "high", "premium"];

export async function readPlan(db: Db, actor: Actor, input: { id: string }): Promise<Plan> {
  requireBackOffice(actor, "admin");
  if (!FUNERAL_PLAN_IDS.includes(input.id)) throw notFound();
  const [row] = await db
    .select()
    .from(plans)
    .where(eq(plans.id, input.id as FuneralPlan));
  if (!row) throw notFound();
  return row;
}

export async function savePlanFee(
  db: Db,
  actor: Actor,
  input: { id: string; priceCents: Cents },
  options: Options,
): Promise<void> {
  const before = await readPlan(db, actor, input);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.update(plans).set({ priceCents: input.priceCents }).where(eq(plans.id, before.id));
    await recordChange(
      tx,
      actor,
      {
        action: "plan.update",
        subject: { type: "plan", id: before.id },
        before: { priceCents: before.priceCents },
        after: { priceCents: input.priceCents },
      },
      options,
    );
  });
}

export async function readGraveType(db: Db, actor: Actor, input: { id: string }): Promise<GraveType> {
  requireBackOffice(actor, "admin");
  if (input.id.length > 100) throw notFound();
  const [row] = await db.select().from(graveTypes).where(eq(graveTypes.id, input.id));
  if (!row) throw notFound();
  return row;
}

export async function saveGraveType(
  db: Db,
  actor: Actor,
  input: { id: string; name: string; description: string },
  options: Options,
): Promise<void> {
  const before = await readGraveType(db, actor, input);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx
      .update(graveTypes)
      .set({ name: input.name, description: input.description })
      .where(eq(graveTypes.id, before.id));
    await recordChange(
      tx,
      actor,
      {
        action: "graveType.update",
        subject: { type: "graveType", id: before.id },
        before: { name: before.name, description: before.description },
        after: { name: input.name, description: input.description },
      },
      options,
    );
  });
}
