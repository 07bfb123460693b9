import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/offer"));
/**
 * /overview/offer/products/:category — the alternatives of a category, filtered by plan and funeral type.
 * Each card links to the details and chooses the product (add, or swap for the one of its
 * category in the offer) with one POST to the detail route; a product already in the offer has no button.
 */
import { Link, href } from "react-router";
import { PageHeading } from "~/components/PageHeading";
import { categoriesFor, productsOf } from "~/.server/services/offer";
import { withErrorPages } from "~/.server/service-errors";
import { productItemsOf } from "~/.server/services/offer/catalogue";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/products.$category";
import styles from "./offer.module.css";
import { notFound } from "~/.server/intent";
import { editableProvision, productCategory } from "./offer.server";
import { ActionButton, Price } from "./views";
import { cents } from "~/domain/money";
import { lineGross } from "~/domain/offer";

export const loader = withErrorPages(async ({ request, context, params }: Route.LoaderArgs) => {
  const category = productCategory(params.category);
  const { db, provision } = await editableProvision({ request, context });
  if (!categoriesFor(provision.funeralType).includes(category)) notFound();
  const [list, inOffer] = await Promise.all([
    productsOf(db, category, provision.funeralPlan, provision.funeralType),
    provision.proposalId ? productItemsOf(db, provision.proposalId) : [],
  ]);
  const chosen = new Set(inOffer.map((item) => item.productId));
  return {
    category,
    version: provision.version,
    products: list.map((product) => ({
      id: product.id,
      name: product.translations.name,
      shortname: product.translations.shortname,
      description: product.translations.description,
      picture: product.pictures[0] ?? null,
      gross: lineGross({ netCents: cents(product.priceCents), vatRate: product.vatRate }),
      inOffer: chosen.has(product.id),
    })),
  };
});

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageTitle(
    loaderData
      ? t("offer.products.title", { category: t(`offer.category.${loaderData.category}`) })
      : t("offer.title"),
  );

export default function Products({ loaderData }: Route.ComponentProps) {
  const { category, products, version } = loaderData;
  return (
    <>
      <PageHeading lead={<p>{t("offer.products.lead")}</p>}>
        {t("offer.products.title", { category: t(`offer.category.${category}`) })}
      </PageHeading>
      {products.length === 0 ? <p>{t("offer.products.none")}</p> : null}
      <ul className={styles.cards}>
        {products.map((product) => (
          <li key={product.id} className={styles.card}>
            {product.picture ? (
              <img className={styles.cardPicture} src={product.picture.url} alt="" width={240} height={128} />
            ) : null}
            <h2>{product.name}</h2>
            <p>{product.description}</p>
            <Price cents={product.gross} />
            <Link to={href("/overview/offer/products/:category/:id", { category, id: product.id })}>
              {t("offer.products.details", { name: product.shortname })}
            </Link>
            {product.inOffer ? (
              <p>
                <strong>{t("offer.products.inOffer")}</strong>
              </p>
            ) : (
              <ActionButton
                intent="choose"
                version={version}
                action={href("/overview/offer/products/:category/:id", { category, id: product.id })}
                variant="primary"
              >
                {t("offer.products.swap", { name: product.shortname })}
              </ActionButton>
            )}
          </li>
        ))}
      </ul>
      <p>
        <Link to={href("/overview/offer")}>{t("offer.back")}</Link>
      </p>
    </>
  );
}
