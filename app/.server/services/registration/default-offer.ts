/**
 * The default offer of a new proposal: the products flagged default for the plan and funeral
 * type (one per default category of the plan), the basic services of the funeral type, the default grave
 * type, and the net price in cents (plan fee plus items).
 */
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { ZERO_CENTS, sum, type Cents } from "~/domain/money";
import { DEFAULT_CATEGORIES_BY_PLAN, PRODUCT_CATEGORY_ORDER } from "~/domain/offer/constants";
import { defaultGraveType } from "~/domain/offer";
import { packageDefaults } from "~/domain/offer/package";
import type { Db } from "../../db/client";
import { graveTypes, plans, products, services, type FuneralPlan, type FuneralType } from "../../db/schema";
import type { NewProposalItem } from "../../db/schema";

export type DefaultItem = Omit<NewProposalItem, "proposalId">;

export interface DefaultOffer {
  graveTypeId: string | null;
  items: DefaultItem[];
  /** Plan fee plus every item, net cents. */
  priceCents: Cents;
}

/** `value = any(column)` for the enum arrays of the catalogue; an empty funeral-type list means every type. */
const fitsType = (column: typeof products.funeralTypes | typeof services.funeralTypes, type: FuneralType) =>
  or(sql`cardinality(${column}) = 0`, sql`${type} = any(${column})`);

export async function defaultOffer(db: Db, type: FuneralType, plan: FuneralPlan): Promise<DefaultOffer> {
  const [planRow] = await db.select({ priceCents: plans.priceCents }).from(plans).where(eq(plans.id, plan));
  // The grave type and the package's own products by the same rules a package change uses (decision 0109).
  const graveType = defaultGraveType(
    await db.select().from(graveTypes).where(eq(graveTypes.funeralType, type)),
    type,
    plan,
  );
  const productRows = await db
    .select()
    .from(products)
    .where(
      and(
        isNull(products.deletedAt),
        sql`${plan} = any(${products.defaultPlans})`,
        fitsType(products.funeralTypes, type),
        inArray(products.category, [...DEFAULT_CATEGORIES_BY_PLAN[plan]]),
      ),
    )
    .orderBy(asc(products.sort));
  const serviceRows = await db
    .select()
    .from(services)
    .where(
      and(isNull(services.deletedAt), eq(services.optional, false), fitsType(services.funeralTypes, type)),
    )
    .orderBy(asc(services.sort));

  // One default per category, the first by sort (`packageDefaults`, the rule of a package change too).
  const productItems: DefaultItem[] = packageDefaults(productRows, plan, type)
    .map((p) => ({
      kind: "basic_product" as const,
      productId: p.id,
      category: p.category,
      reference: p.articleNumber,
      name: p.translations.shortname,
      priceCents: p.priceCents,
      vatRate: p.vatRate,
      sort: PRODUCT_CATEGORY_ORDER[p.category],
    }))
    .sort((a, b) => a.sort - b.sort);
  const serviceItems: DefaultItem[] = serviceRows.map((s, index) => ({
    kind: "basic_service" as const,
    serviceId: s.id,
    reference: s.identifier,
    name: s.translations.shortname,
    priceCents: s.priceCents,
    sort: index + 1,
  }));
  const items = [...productItems, ...serviceItems];
  const priceCents = sum([planRow?.priceCents ?? ZERO_CENTS, ...items.map((item) => item.priceCents)]);
  return { graveTypeId: graveType?.id ?? null, items, priceCents };
}
