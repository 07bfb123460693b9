/** Catalogue look-ups of the offer pages: products of a category, one product, defaults, optional services. */
import { and, asc, eq, isNull, or, sql, type Placeholder } from "drizzle-orm";
import { categoryOrder, isDefaultCategory } from "~/domain/offer";
import type { FuneralPlan, FuneralType } from "~/domain/constants";
import type { ProductCategory } from "~/domain/offer/constants";
import type { Db } from "../../db/client";
import {
  extras,
  products,
  proposalItems,
  services,
  type NewProposalItem,
  type Picture,
} from "../../db/schema";
import type { Tx } from "../provisions";

type Query = Db | Tx;
export type Product = typeof products.$inferSelect;
export type Service = typeof services.$inferSelect;

/** `type = any(column)`, an empty list meaning every type. */
export const fitsFuneralType = (
  column: typeof products.funeralTypes | typeof services.funeralTypes,
  type: FuneralType,
) => or(sql`cardinality(${column}) = 0`, sql`${type} = any(${column})`);

/** Categories that have products for a funeral type (burial has no urn). */
export function categoriesFor(type: FuneralType): ProductCategory[] {
  const all: ProductCategory[] = ["flower", "grave_goods", "card", "notice", "urn", "coffin"];
  return type === "burial" ? all.filter((category) => category !== "urn") : all;
}

/** Products of a category that fit the plan and the funeral type (alternatives by plan and type). */
export async function productsOf(
  db: Query,
  category: ProductCategory,
  plan: FuneralPlan,
  type: FuneralType,
): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.category, category),
        isNull(products.deletedAt),
        fitsFuneralType(products.funeralTypes, type),
        or(sql`cardinality(${products.defaultPlans}) = 0`, sql`${plan} = any(${products.defaultPlans})`),
      ),
    )
    .orderBy(asc(products.sort), asc(products.articleNumber));
  return rows;
}

/** One product of a category that is still offered, or null. */
export async function productById(
  db: Query,
  id: string,
  category?: ProductCategory,
): Promise<Product | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.id, id),
        isNull(products.deletedAt),
        category ? eq(products.category, category) : undefined,
      ),
    );
  return row ?? null;
}

/** The plan's default product of a category for a funeral type (null when the category is not a default). */
export async function defaultProductFor(
  db: Query,
  category: ProductCategory,
  plan: FuneralPlan,
  type: FuneralType,
): Promise<Product | null> {
  if (!isDefaultCategory(plan, category)) return null;
  const [row] = await db
    .select()
    .from(products)
    .where(
      and(
        eq(products.category, category),
        isNull(products.deletedAt),
        sql`${plan} = any(${products.defaultPlans})`,
        fitsFuneralType(products.funeralTypes, type),
      ),
    )
    .orderBy(asc(products.sort))
    .limit(1);
  return row ?? null;
}

export async function serviceById(db: Query, id: string): Promise<Service | null> {
  const [row] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, id), isNull(services.deletedAt)));
  return row ?? null;
}

/** A proposal item for a product: basic in the plan's default categories, optional elsewhere. */
export function productItem(proposalId: string, product: Product, plan: FuneralPlan): NewProposalItem {
  return {
    proposalId,
    kind: isDefaultCategory(plan, product.category) ? "basic_product" : "optional_product",
    productId: product.id,
    category: product.category,
    reference: product.articleNumber,
    name: product.translations.shortname,
    priceCents: product.priceCents,
    vatRate: product.vatRate,
    sort: categoryOrder(product.category),
  };
}

export function serviceItem(proposalId: string, service: Service): NewProposalItem {
  return {
    proposalId,
    kind: service.optional ? "optional_service" : "basic_service",
    serviceId: service.id,
    reference: service.identifier,
    name: service.translations.shortname,
    priceCents: service.priceCents,
    sort: 100 + service.sort,
  };
}

/** The product items of a proposal. */
export async function productItemsOf(db: Query, proposalId: string) {
  return db
    .select()
    .from(proposalItems)
    .where(and(eq(proposalItems.proposalId, proposalId), sql`${proposalItems.productId} is not null`));
}

/**
 * The items of a proposal with what the catalogue has for each now (withdrawn rows included): only the columns
 * the summary and the refresh need, so the page's round trip stays small.
 */
export function itemsWithCatalogue(db: Query, proposalId: string | Placeholder) {
  return db
    .select({
      item: {
        id: proposalItems.id,
        kind: proposalItems.kind,
        productId: proposalItems.productId,
        category: proposalItems.category,
        reference: proposalItems.reference,
        name: proposalItems.name,
        priceCents: proposalItems.priceCents,
        vatRate: proposalItems.vatRate,
        quantity: proposalItems.quantity,
      },
      product: {
        id: products.id,
        name: sql<string>`${products.translations}->>'shortname'`,
        priceCents: products.priceCents,
        vatRate: products.vatRate,
        deletedAt: products.deletedAt,
        picture: sql<Picture | null>`${products.pictures}->0`,
        defaultPlans: products.defaultPlans,
      },
      service: {
        id: services.id,
        name: sql<string>`${services.translations}->>'shortname'`,
        priceCents: services.priceCents,
        deletedAt: services.deletedAt,
      },
      extra: { id: extras.id, name: extras.name, priceCents: extras.priceCents, deletedAt: extras.deletedAt },
    })
    .from(proposalItems)
    .leftJoin(products, eq(products.id, proposalItems.productId))
    .leftJoin(services, eq(services.id, proposalItems.serviceId))
    .leftJoin(extras, eq(extras.id, proposalItems.extraId))
    .where(eq(proposalItems.proposalId, proposalId))
    .orderBy(asc(proposalItems.sort), asc(proposalItems.name));
}

type Joined = Awaited<ReturnType<typeof itemsWithCatalogue>>[number];

/** How the catalogue has an item now (name, net price, VAT class, withdrawn), or null when its row is gone. */
export function catalogueEntry({ product, service, extra }: Omit<Joined, "item">) {
  if (product) {
    const { name, priceCents, vatRate, deletedAt } = product;
    return { name, priceCents, vatRate, withdrawn: deletedAt !== null };
  }
  const row = service ?? extra;
  return row ? { name: row.name, priceCents: row.priceCents, withdrawn: row.deletedAt !== null } : null;
}
