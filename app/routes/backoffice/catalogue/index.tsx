import { href, Link } from "react-router";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { listCatalogue } from "~/.server/services/backoffice/catalogue";
import { ButtonLink } from "~/components/Button";
import { DemoLabel, DemoNotice } from "~/components/DemoLabel";
import { PageHeading } from "~/components/PageHeading";
import { defaultCategories, lineGross } from "~/domain/offer";
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_ORDER } from "~/domain/offer/constants";
import { gross } from "~/domain/money";
import { formatCents } from "~/i18n/currency";
import { t } from "~/i18n";
import type { Route } from "./+types/index";
import { planLabel, ScrollTable, styles, vatLabel } from "./ui";

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

export default function Catalogue({ loaderData }: Route.ComponentProps) {
  const { anyDemo, categories, services, extras, plans, graveTypes } = loaderData;
  return (
    <>
      <title>{t("shell.title", { page: title() })}</title>
      <PageHeading lead={<p>{t("backoffice.catalogue.lead")}</p>}>{title()}</PageHeading>
      <DemoNotice shown={anyDemo} />
      <p>
        <ButtonLink to={href("/backoffice/catalogue/products/new")}>
          {t("backoffice.catalogue.newProduct")}
        </ButtonLink>
      </p>

      <section className={styles.section} aria-labelledby="catalogue-products">
        <h2 id="catalogue-products">{t("backoffice.catalogue.products")}</h2>
        {categories.map(({ category, products }) => (
          <ScrollTable
            key={category}
            caption={t("backoffice.catalogue.caption.category", {
              category: t(`offer.category.${category}`),
            })}
          >
            <thead>
              <tr>
                <th scope="col">{t("backoffice.catalogue.col.offerName")}</th>
                <th scope="col">{t("backoffice.catalogue.col.articleNumber")}</th>
                <th scope="col">{t("backoffice.catalogue.col.net")}</th>
                <th scope="col">{t("backoffice.catalogue.col.gross")}</th>
                <th scope="col">{t("backoffice.catalogue.col.vat")}</th>
                <th scope="col">{t("backoffice.catalogue.col.defaultFor")}</th>
                <th scope="col">{t("backoffice.catalogue.col.funeralTypes")}</th>
                <th scope="col">{t("backoffice.catalogue.col.status")}</th>
              </tr>
            </thead>
            <tbody>
              {products.length === 0 ? (
                <tr>
                  <td colSpan={8}>{t("backoffice.catalogue.noProducts")}</td>
                </tr>
              ) : null}
              {products.map((product) => (
                <tr key={product.id}>
                  <th scope="row">
                    <Link to={href("/backoffice/catalogue/products/:productId", { productId: product.id })}>
                      {product.shortname}
                    </Link>
                    <OtherName name={product.name} shown={product.shortname} kind="productPage" />
                  </th>
                  <td>{product.articleNumber}</td>
                  <td className={styles.number}>{formatCents(product.net)}</td>
                  <td className={styles.number}>{formatCents(product.gross)}</td>
                  <td className={styles.number}>{vatLabel(product.vatRate)}</td>
                  <td>{plansText(product.defaultPlans)}</td>
                  <td>{funeralTypes(product.funeralTypes)}</td>
                  <td>
                    <Status withdrawn={product.withdrawn} demo={product.demo} />
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        ))}
      </section>

      <section className={styles.section} aria-labelledby="catalogue-services">
        <h2 id="catalogue-services">{t("backoffice.catalogue.services")}</h2>
        <ScrollTable caption={t("backoffice.catalogue.caption.services")}>
          <thead>
            <tr>
              <th scope="col">{t("backoffice.catalogue.col.name")}</th>
              <th scope="col">{t("backoffice.catalogue.col.kind")}</th>
              <th scope="col">{t("backoffice.catalogue.col.net")}</th>
              <th scope="col">{t("backoffice.catalogue.col.gross")}</th>
              <th scope="col">{t("backoffice.catalogue.col.funeralTypes")}</th>
              <th scope="col">{t("backoffice.catalogue.col.status")}</th>
            </tr>
          </thead>
          <tbody>
            {services.map((service) => (
              <tr key={service.id}>
                <th scope="row">
                  <Link to={href("/backoffice/catalogue/services/:serviceId", { serviceId: service.id })}>
                    {service.name}
                  </Link>
                </th>
                <td>
                  {t(
                    service.optional
                      ? "backoffice.catalogue.service.optional"
                      : "backoffice.catalogue.service.basic",
                  )}
                </td>
                <td className={styles.number}>{formatCents(service.net)}</td>
                <td className={styles.number}>{formatCents(service.gross)}</td>
                <td>{funeralTypes(service.funeralTypes)}</td>
                <td>
                  <Status withdrawn={service.withdrawn} demo={service.demo} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </section>

      <section className={styles.section} aria-labelledby="catalogue-extras">
        <h2 id="catalogue-extras">{t("backoffice.catalogue.extras")}</h2>
        <ScrollTable caption={t("backoffice.catalogue.caption.extras")}>
          <thead>
            <tr>
              <th scope="col">{t("backoffice.catalogue.col.name")}</th>
              <th scope="col">{t("backoffice.catalogue.col.net")}</th>
              <th scope="col">{t("backoffice.catalogue.col.gross")}</th>
              <th scope="col">{t("backoffice.catalogue.col.status")}</th>
            </tr>
          </thead>
          <tbody>
            {extras.map((extra) => (
              <tr key={extra.id}>
                <th scope="row">
                  <Link to={href("/backoffice/catalogue/extras/:extraId", { extraId: extra.id })}>
                    {extra.name}
                  </Link>
                </th>
                <td className={styles.number}>{formatCents(extra.net)}</td>
                <td className={styles.number}>{formatCents(extra.gross)}</td>
                <td>
                  <Status withdrawn={extra.withdrawn} demo={extra.demo} />
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </section>

      <section className={styles.section} aria-labelledby="catalogue-plans">
        <h2 id="catalogue-plans">{t("backoffice.catalogue.plans")}</h2>
        <ScrollTable caption={t("backoffice.catalogue.caption.plans")}>
          <thead>
            <tr>
              <th scope="col">{t("backoffice.catalogue.col.name")}</th>
              <th scope="col">{t("backoffice.catalogue.col.fee")}</th>
              <th scope="col">{t("backoffice.catalogue.col.feeGross")}</th>
              <th scope="col">{t("backoffice.catalogue.col.included")}</th>
            </tr>
          </thead>
          <tbody>
            {plans.map((plan) => (
              <tr key={plan.id}>
                <th scope="row">
                  <Link to={href("/backoffice/catalogue/plans/:planId", { planId: plan.id })}>
                    {plan.name}
                  </Link>
                  <OtherName name={plan.seaName} shown={plan.name} kind="sea" />
                </th>
                <td className={styles.number}>{formatCents(plan.net)}</td>
                <td className={styles.number}>{formatCents(plan.gross)}</td>
                <td>{plan.categories.map((category) => t(`offer.category.${category}`)).join(", ")}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </section>

      <section className={styles.section} aria-labelledby="catalogue-grave-types">
        <h2 id="catalogue-grave-types">{t("backoffice.catalogue.graveTypes")}</h2>
        <ScrollTable caption={t("backoffice.catalogue.caption.graveTypes")}>
          <thead>
            <tr>
              <th scope="col">{t("backoffice.catalogue.col.name")}</th>
              <th scope="col">{t("backoffice.catalogue.col.funeralType")}</th>
              <th scope="col">{t("backoffice.catalogue.col.code")}</th>
              <th scope="col">{t("backoffice.catalogue.col.defaultFor")}</th>
              <th scope="col">{t("backoffice.catalogue.col.description")}</th>
            </tr>
          </thead>
          <tbody>
            {graveTypes.map((graveType) => (
              <tr key={graveType.id}>
                <th scope="row">
                  <Link
                    to={href("/backoffice/catalogue/grave-types/:graveTypeId", { graveTypeId: graveType.id })}
                  >
                    {graveType.name}
                  </Link>
                </th>
                <td>{t(`offer.funeralType.${graveType.funeralType}`)}</td>
                <td>{graveType.code || none()}</td>
                <td>{plansText(graveType.defaultForPlans)}</td>
                <td>{graveType.description}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </section>
    </>
  );
}
