/** Catalogue look-ups of the offer pages: products of a category, one product, defaults, optional services. */
import {
  and,
  asc,
  eq,
  getTableName,
  isNull,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
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

/** The products still offered (not deleted) that meet every condition. */
const offeredProducts = (db: Query, ...conditions: (SQL | undefined)[]) =>
  db
    .select()
    .from(products)
    .where(and(isNull(products.deletedAt), ...conditions));

/** Products of a category that fit the plan and the funeral type (alternatives by plan and type). */
export async function productsOf(
  db: Query,
  category: ProductCategory,
  plan: FuneralPlan,
  type: FuneralType,
): Promise<Product[]> {
  return offeredProducts(
    db,
    eq(products.category, category),
    fitsFuneralType(products.funeralTypes, type),
    or(sql`cardinality(${products.defaultPlans}) = 0`, sql`${plan} = any(${products.defaultPlans})`),
  ).orderBy(asc(products.sort), asc(products.articleNumber));
}

/** One product of a category that is still offered, or null. */
export async function productById(
  db: Query,
  id: string,
  category?: ProductCategory,
): Promise<Product | null> {
  const [row] = await offeredProducts(db, eq(products.id, id), category && eq(products.category, category));
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
  const [row] = await offeredProducts(
    db,
    eq(products.category, category),
    sql`${plan} = any(${products.defaultPlans})`,
    fitsFuneralType(products.funeralTypes, type),
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
export function productItem(
  proposalId: string,
  product: Pick<Product, "id" | "category" | "articleNumber" | "priceCents" | "vatRate"> & {
    translations: Pick<Product["translations"], "shortname">;
  },
  plan: FuneralPlan,
): NewProposalItem {
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

/** The columns of an item and of what the catalogue has for it now, for both forms of the read below. */
const CATALOGUE_COLUMNS = {
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
};

/**
 * The items of a proposal with what the catalogue has for each now (withdrawn rows included): only the columns
 * the summary and the refresh need, so the page's round trip stays small.
 */
export function itemsWithCatalogue(db: Query, proposalId: string | Placeholder) {
  return db
    .select(CATALOGUE_COLUMNS)
    .from(proposalItems)
    .leftJoin(products, eq(products.id, proposalItems.productId))
    .leftJoin(services, eq(services.id, proposalItems.serviceId))
    .leftJoin(extras, eq(extras.id, proposalItems.extraId))
    .where(eq(proposalItems.proposalId, proposalId))
    .orderBy(asc(proposalItems.sort), asc(proposalItems.name));
}

/** An item of a proposal beside its catalogue row now. */
export type Joined = Awaited<ReturnType<typeof itemsWithCatalogue>>[number];

/** A row of `itemsWithCatalogueJson` as PostgreSQL's JSON has it: the timestamps as text. */
type JoinedJson = {
  [K in keyof Joined]: Joined[K] extends infer Part
    ? Part extends { deletedAt: Date | null }
      ? Omit<Part, "deletedAt"> & { deletedAt: string | null }
      : Part
    : never;
};

/** `json_build_object` of a selection's columns, with the same keys. */
const jsonObject = (columns: Record<string, SQLWrapper>) =>
  sql.join(
    Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  );

/** The joined catalogue row as JSON, or null when the item has none (the left join found nothing). */
const jsonRow = (id: SQLWrapper, columns: Record<string, SQLWrapper>) =>
  sql`case when ${id} is null then null else json_build_object(${jsonObject(columns)}) end`;

/**
 * The rows of `itemsWithCatalogue` (the same columns, joins and order) as one JSON array, for a statement that
 * reads them beside other things in one round trip (the offer summary). `joinedFromJson` gives the rows back.
 */
export function itemsWithCatalogueJson(proposalId: string | Placeholder) {
  const { item, product, service, extra } = CATALOGUE_COLUMNS;
  const row = sql`json_build_object(
    'item', json_build_object(${jsonObject(item)}),
    'product', ${jsonRow(products.id, product)},
    'service', ${jsonRow(services.id, service)},
    'extra', ${jsonRow(extras.id, extra)})`;
  // Qualified by hand: drizzle leaves a column in a query without joins unqualified, and here every table has an id.
  const at = (column: AnyPgColumn) =>
    sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
  return sql<JoinedJson[]>`(
    select coalesce(json_agg(${row} order by ${at(proposalItems.sort)}, ${at(proposalItems.name)}), '[]'::json)
    from ${proposalItems}
    left join ${products} on ${at(products.id)} = ${at(proposalItems.productId)}
    left join ${services} on ${at(services.id)} = ${at(proposalItems.serviceId)}
    left join ${extras} on ${at(extras.id)} = ${at(proposalItems.extraId)}
    where ${at(proposalItems.proposalId)} = ${proposalId})`;
}

const fromJsonTime = <T extends { deletedAt: string | null }>(row: T | null) =>
  row && { ...row, deletedAt: row.deletedAt === null ? null : new Date(row.deletedAt) };

/** The rows of `itemsWithCatalogueJson` as `itemsWithCatalogue` gives them. */
export function joinedFromJson(rows: JoinedJson[]): Joined[] {
  return rows.map(({ item, product, service, extra }) => ({
    item,
    product: fromJsonTime(product),
    service: fromJsonTime(service),
    extra: fromJsonTime(extra),
  }));
}

/** How the catalogue has an item now (name, net price, VAT class, withdrawn), or null when its row is gone. */
export function catalogueEntry({ product, service, extra }: Omit<Joined, "item">) {
  if (product) {
    const { name, priceCents, vatRate, deletedAt } = product;
    return { name, priceCents, vatRate, withdrawn: deletedAt !== null };
  }
  const row = service ?? extra;
  return row ? { name: row.name, priceCents: row.priceCents, withdrawn: row.deletedAt !== null } : null;
}
