import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/offer"));
/**
 * /overview/offer/products/:category/:id — one product: details, properties, pictures and price; its action
 * chooses it (add, or swap for the product of its category in the offer). Unknown category or id → 404; a
 * product of another plan or funeral type is shown without the button and refused by the service.
 */
import { Link, href } from "react-router";
import { PageHeading } from "~/components/PageHeading";
import { notFound, readIntent } from "~/.server/intent";
import { withErrorPages } from "~/.server/service-errors";
import { chooseProduct, productById } from "~/.server/services/offer";
import { productItemsOf } from "~/.server/services/offer/catalogue";
import { readVersion } from "~/.server/services/provisions";
import { redirectWithToast } from "~/.server/toast";
import { cents } from "~/domain/money";
import { lineGross, productFits } from "~/domain/offer";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/products.$category.$id";
import styles from "./offer.module.css";
import { catalogueId, editableProvision, productCategory } from "./offer.server";
import { ActionButton, Price } from "./views";

export const loader = withErrorPages(async ({ request, context, params }: Route.LoaderArgs) => {
  const category = productCategory(params.category);
  const id = catalogueId(params.id);
  const { db, provision } = await editableProvision({ request, context });
  const [product, items] = await Promise.all([
    productById(db, id, category),
    provision.proposalId ? productItemsOf(db, provision.proposalId) : [],
  ]);
  if (!product) notFound();
  const fits = productFits(product, provision.funeralPlan, provision.funeralType);
  return {
    category,
    version: provision.version,
    available: fits.plan && fits.funeralType,
    inOffer: items.some((item) => item.productId === product.id),
    product: {
      id: product.id,
      articleNumber: product.articleNumber,
      name: product.translations.name,
      shortname: product.translations.shortname,
      description: product.translations.description,
      properties: product.translations.properties,
      pictures: product.pictures,
      gross: lineGross({ netCents: cents(product.priceCents), vatRate: product.vatRate }),
    },
  };
});

export const action = withErrorPages(async ({ request, context, params }: Route.ActionArgs) => {
  productCategory(params.category);
  const id = catalogueId(params.id);
  const { db, actor, ip, session, runtime } = await editableProvision({ request, context });
  const { form } = await readIntent(request, ["choose"] as const);
  const { added, replaced } = await chooseProduct(
    db,
    actor,
    { id },
    { expectedVersion: readVersion(form), ip, now: runtime.clock.now() },
  );
  const message = replaced
    ? t("offer.toast.productSwapped", { name: added, replaced })
    : t("offer.toast.productChosen", { name: added });
  return redirectWithToast(href("/overview/offer"), session, { kind: "success", message });
});

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageTitle(loaderData?.product.name ?? t("offer.title"));

const PROPERTIES = ["color", "size", "weight"] as const;

export default function Product({ loaderData }: Route.ComponentProps) {
  const { product, category, version, available, inOffer } = loaderData;
  return (
    <>
      <PageHeading kicker={t(`offer.category.${category}`)}>{product.name}</PageHeading>
      {product.pictures.map((picture) => (
        <img
          key={picture.url}
          className={styles.detailPicture}
          src={picture.url}
          alt={picture.alt ?? product.name}
          width={320}
          height={240}
        />
      ))}
      <p>{product.description}</p>
      <h2>{t("offer.product.properties")}</h2>
      <dl className={styles.facts}>
        <dt>{t("offer.product.articleNumber")}</dt>
        <dd>{product.articleNumber}</dd>
        {PROPERTIES.filter((key) => product.properties[key]).map((key) => (
          <div key={key} className={styles.contents}>
            <dt>{t(`offer.product.${key}`)}</dt>
            <dd>{product.properties[key]}</dd>
          </div>
        ))}
        <dt>{t("offer.product.price")}</dt>
        <dd>
          <Price cents={product.gross} />
        </dd>
      </dl>
      {inOffer ? (
        <p>
          <strong>{t("offer.products.inOffer")}</strong>
        </p>
      ) : available ? (
        <ActionButton intent="choose" version={version} variant="primary">
          {t("offer.products.swap", { name: product.shortname })}
        </ActionButton>
      ) : (
        <p>{t("offer.product.notAvailable")}</p>
      )}
      <p>
        <Link to={href("/overview/offer/products/:category", { category })}>
          {t("offer.products.backToList")}
        </Link>
      </p>
      <p>
        <Link to={href("/overview/offer")}>{t("offer.back")}</Link>
      </p>
    </>
  );
}
