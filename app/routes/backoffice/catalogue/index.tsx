import type { ReactNode } from "react";
import { href, Link } from "react-router";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { listCatalogue } from "~/.server/services/backoffice/catalogue";
import { ButtonLink } from "~/components/Button";
import { DemoLabel, DemoNotice } from "~/components/DemoLabel";
import { DataTable, type Column } from "~/components/list/DataTable";
import { ListPage } from "~/components/list/ListPage";
import { defaultCategories, lineGross } from "~/domain/offer";
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_ORDER } from "~/domain/offer/constants";
import { gross } from "~/domain/money";
import { formatCents } from "~/i18n/currency";
import { t } from "~/i18n";
import type { Route } from "./+types/index";
import { planLabel, styles, vatLabel } from "./ui";

const CATEGORIES = [...PRODUCT_CATEGORIES].sort(
  (a, b) => PRODUCT_CATEGORY_ORDER[a] - PRODUCT_CATEGORY_ORDER[b],
);

/** /backoffice/catalogue: the whole catalogue for admins, grouped; each row links to its edit page. */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor } = requestOf(args, "staff");
  const catalogue = await listCatalogue(db, actor);
  return {
    anyDemo: catalogue.anyDemo,
    categories: CATEGORIES.map((category) => ({
      category,
      products: catalogue.products
        .filter((product) => product.category === category)
        .map((product) => ({
          id: product.id,
          name: product.translations.name,
          shortname: product.translations.shortname,
          articleNumber: product.articleNumber,
          net: product.priceCents,
          gross: lineGross({ netCents: product.priceCents, vatRate: product.vatRate }),
          vatRate: product.vatRate,
          defaultPlans: product.defaultPlans,
          funeralTypes: product.funeralTypes,
          withdrawn: product.deletedAt !== null,
          demo: product.demo,
        })),
    })),
    services: catalogue.services.map((service) => ({
      id: service.id,
      name: service.translations.shortname,
      optional: service.optional,
      net: service.priceCents,
      gross: gross(service.priceCents),
      funeralTypes: service.funeralTypes,
      withdrawn: service.deletedAt !== null,
      demo: service.demo,
    })),
    extras: catalogue.extras.map((extra) => ({
      id: extra.id,
      name: extra.name,
      net: extra.priceCents,
      gross: gross(extra.priceCents),
      withdrawn: extra.deletedAt !== null,
      demo: extra.demo,
    })),
    plans: catalogue.plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      seaName: plan.seaName,
      net: plan.priceCents,
      gross: gross(plan.priceCents),
      categories: defaultCategories(plan.id),
    })),
    graveTypes: catalogue.graveTypes.map((graveType) => ({
      id: graveType.id,
      name: graveType.name,
      funeralType: graveType.funeralType,
      code: graveType.code,
      defaultForPlans: graveType.defaultForPlans,
      description: graveType.description,
    })),
  };
});

const title = () => t("backoffice.section.catalogue");
const none = () => t("backoffice.catalogue.none");
const funeralTypes = (types: readonly string[]) =>
  types.length === 0
    ? t("backoffice.catalogue.allTypes")
    : types.map((type) => t(`offer.funeralType.${type as "burial"}`)).join(", ");
const plansText = (plans: readonly string[]) =>
  plans.length === 0 ? none() : plans.map(planLabel).join(", ");

function Status({ withdrawn, demo }: { withdrawn: boolean; demo: boolean }) {
  return (
    <>
      <span className={withdrawn ? styles.withdrawn : undefined}>
        {t(withdrawn ? "backoffice.catalogue.status.withdrawn" : "backoffice.catalogue.status.available")}
      </span>
      {demo ? (
        <>
          {" "}
          <DemoLabel />
        </>
      ) : null}
    </>
  );
}

/** The other name customers see for the same article (the product page's, the sea funeral's), when it differs. */
function OtherName({ name, shown, kind }: { name: string; shown: string; kind: "productPage" | "sea" }) {
  if (name === shown) return null;
  return <span className={styles.otherName}>{t(`backoffice.catalogue.otherName.${kind}`, { name })}</span>;
}

type Data = Route.ComponentProps["loaderData"];
type Product = Data["categories"][number]["products"][number];
type Service = Data["services"][number];
type Extra = Data["extras"][number];
type Plan = Data["plans"][number];
type GraveType = Data["graveTypes"][number];

/** The table's caption, and its scroll region named after it ("… , seitlich scrollbar"), with the spacing. */
const tableOf = (caption: string) => ({
  caption,
  label: t("backoffice.catalogue.table.scroll", { caption }),
  className: styles.tableWrap,
});

/** The row's name, linked to its edit page, and the other name customers see where it differs. */
const nameColumn = <Row,>(
  header: string,
  name: (row: Row) => { to: string; name: string; other?: ReactNode },
): Column<Row> => ({
  header,
  cell: (row) => {
    const shown = name(row);
    return (
      <>
        <Link to={shown.to}>{shown.name}</Link>
        {shown.other}
      </>
    );
  },
  rowHeader: true,
});

/** The price without and with VAT. */
const priceColumns = <Row extends { net: number; gross: number }>(
  net = t("backoffice.catalogue.col.net"),
  gross = t("backoffice.catalogue.col.gross"),
): Column<Row>[] => [
  { header: net, cell: (row) => formatCents(row.net), numeric: true },
  { header: gross, cell: (row) => formatCents(row.gross), numeric: true },
];

const statusColumn = <Row extends { withdrawn: boolean; demo: boolean }>(): Column<Row> => ({
  header: t("backoffice.catalogue.col.status"),
  cell: (row) => <Status withdrawn={row.withdrawn} demo={row.demo} />,
});

const funeralTypesColumn = <Row extends { funeralTypes: readonly string[] }>(): Column<Row> => ({
  header: t("backoffice.catalogue.col.funeralTypes"),
  cell: (row) => funeralTypes(row.funeralTypes),
});

const productColumns = (): Column<Product>[] => [
  nameColumn(t("backoffice.catalogue.col.offerName"), (product) => ({
    to: href("/backoffice/catalogue/products/:productId", { productId: product.id }),
    name: product.shortname,
    other: <OtherName name={product.name} shown={product.shortname} kind="productPage" />,
  })),
  { header: t("backoffice.catalogue.col.articleNumber"), cell: (product) => product.articleNumber },
  ...priceColumns<Product>(),
  { header: t("backoffice.catalogue.col.vat"), cell: (product) => vatLabel(product.vatRate), numeric: true },
  { header: t("backoffice.catalogue.col.defaultFor"), cell: (product) => plansText(product.defaultPlans) },
  funeralTypesColumn(),
  statusColumn(),
];

const serviceColumns = (): Column<Service>[] => [
  nameColumn(t("backoffice.catalogue.col.name"), (service) => ({
    to: href("/backoffice/catalogue/services/:serviceId", { serviceId: service.id }),
    name: service.name,
  })),
  {
    header: t("backoffice.catalogue.col.kind"),
    cell: (service) =>
      t(service.optional ? "backoffice.catalogue.service.optional" : "backoffice.catalogue.service.basic"),
  },
  ...priceColumns<Service>(),
  funeralTypesColumn(),
  statusColumn(),
];

const extraColumns = (): Column<Extra>[] => [
  nameColumn(t("backoffice.catalogue.col.name"), (extra) => ({
    to: href("/backoffice/catalogue/extras/:extraId", { extraId: extra.id }),
    name: extra.name,
  })),
  ...priceColumns<Extra>(),
  statusColumn(),
];

const planColumns = (): Column<Plan>[] => [
  nameColumn(t("backoffice.catalogue.col.name"), (plan) => ({
    to: href("/backoffice/catalogue/plans/:planId", { planId: plan.id }),
    name: plan.name,
    other: <OtherName name={plan.seaName} shown={plan.name} kind="sea" />,
  })),
  ...priceColumns<Plan>(t("backoffice.catalogue.col.fee"), t("backoffice.catalogue.col.feeGross")),
  {
    header: t("backoffice.catalogue.col.included"),
    cell: (plan) => plan.categories.map((category) => t(`offer.category.${category}`)).join(", "),
  },
];

const graveTypeColumns = (): Column<GraveType>[] => [
  nameColumn(t("backoffice.catalogue.col.name"), (graveType) => ({
    to: href("/backoffice/catalogue/grave-types/:graveTypeId", { graveTypeId: graveType.id }),
    name: graveType.name,
  })),
  {
    header: t("backoffice.catalogue.col.funeralType"),
    cell: (graveType) => t(`offer.funeralType.${graveType.funeralType}`),
  },
  { header: t("backoffice.catalogue.col.code"), cell: (graveType) => graveType.code || none() },
  {
    header: t("backoffice.catalogue.col.defaultFor"),
    cell: (graveType) => plansText(graveType.defaultForPlans),
  },
  { header: t("backoffice.catalogue.col.description"), cell: (graveType) => graveType.description },
];

/** A part of the catalogue under its heading. */
function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/** A part of one table: its heading, and the table's caption, both named after the part. */
function Part<Row extends { id: string }>({
  part,
  columns,
  rows,
}: {
  part: "services" | "extras" | "plans" | "graveTypes";
  columns: Column<Row>[];
  rows: readonly Row[];
}) {
  return (
    <Section id={PART_IDS[part]} heading={t(`backoffice.catalogue.${part}`)}>
      <DataTable
        {...tableOf(t(`backoffice.catalogue.caption.${part}`))}
        columns={columns}
        rows={rows}
        rowKey={byId}
      />
    </Section>
  );
}

const PART_IDS = {
  services: "catalogue-services",
  extras: "catalogue-extras",
  plans: "catalogue-plans",
  graveTypes: "catalogue-grave-types",
} as const;

const byId = (row: { id: string }) => row.id;

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const { anyDemo, categories, services, extras, plans, graveTypes } = loaderData;
  return (
    <>
      <title>{t("shell.title", { page: title() })}</title>
      <ListPage
        title={title()}
        lead={<p>{t("backoffice.catalogue.lead")}</p>}
        actions={
          <>
            <DemoNotice shown={anyDemo} />
            <p>
              <ButtonLink to={href("/backoffice/catalogue/products/new")}>
                {t("backoffice.catalogue.newProduct")}
              </ButtonLink>
            </p>
          </>
        }
      >
        <Section id="catalogue-products" heading={t("backoffice.catalogue.products")}>
          {categories.map(({ category, products }) => (
            <DataTable
              key={category}
              {...tableOf(
                t("backoffice.catalogue.caption.category", { category: t(`offer.category.${category}`) }),
              )}
              columns={productColumns()}
              rows={products}
              rowKey={byId}
              emptyRow={t("backoffice.catalogue.noProducts")}
            />
          ))}
        </Section>
        <Part part="services" columns={serviceColumns()} rows={services} />
        <Part part="extras" columns={extraColumns()} rows={extras} />
        <Part part="plans" columns={planColumns()} rows={plans} />
        <Part part="graveTypes" columns={graveTypeColumns()} rows={graveTypes} />
      </ListPage>
    </>
  );
}
