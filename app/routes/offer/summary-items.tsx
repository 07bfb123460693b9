/** The offer summary's lists: its products, services and extras, and what can be added (while editable). */
import { Link } from "react-router";
import type { OfferSummary } from "~/.server/services/offer";
import { interleave } from "~/domain/offer";
import { t } from "~/i18n";
import styles from "./offer.module.css";
import { ActionButton, Price } from "./views";

export function Items({ summary }: { summary: OfferSummary }) {
  const entries = interleave(summary.products, summary.services);
  return (
    <section className={styles.section} aria-labelledby="offer-items">
      <h2 id="offer-items">{t("offer.items.title")}</h2>
      <p>{t("offer.items.lead", { plan: summary.plan.name })}</p>
      {entries.length === 0 ? <p>{t("offer.items.empty")}</p> : null}
      <ul className={styles.lines}>
        {entries.map((entry) =>
          entry.kind === "product" ? (
            <li key={entry.item.id} className={styles.line}>
              {entry.item.picture ? (
                <img className={styles.picture} src={entry.item.picture.url} alt="" width={64} height={64} />
              ) : null}
              <span className={styles.lineMain}>
                {t("offer.items.product", {
                  category: t(`offer.category.${entry.item.category}`),
                  name: entry.item.name,
                })}
                <br />
                <small>
                  {t(entry.item.inPackage ? "offer.items.basicService" : "offer.items.optionalService")}
                </small>
              </span>
              <Price cents={entry.item.gross} />
              {summary.editable ? (
                <>
                  <Link to={`/overview/offer/products/${entry.item.category}`}>
                    {t("offer.items.swap", { name: entry.item.name })}
                  </Link>
                  {entry.item.removable ? (
                    <ActionButton intent="removeProduct" id={entry.item.id} version={summary.version}>
                      {t("offer.items.remove", { name: entry.item.name })}
                    </ActionButton>
                  ) : null}
                </>
              ) : null}
            </li>
          ) : (
            <li key={entry.item.id} className={styles.line}>
              <span className={styles.lineMain}>
                {entry.item.name}
                <br />
                <small>
                  {t(entry.item.optional ? "offer.items.optionalService" : "offer.items.basicService")}
                </small>
              </span>
              <Price cents={entry.item.gross} />
              {summary.editable && entry.item.optional ? (
                <ActionButton intent="removeService" id={entry.item.id} version={summary.version}>
                  {t("offer.items.remove", { name: entry.item.name })}
                </ActionButton>
              ) : null}
            </li>
          ),
        )}
      </ul>
      {summary.extras.length > 0 ? (
        <>
          <h3>{t("offer.extras.title")}</h3>
          <ul className={styles.lines}>
            {summary.extras.map((extra) => (
              <li key={extra.id} className={styles.line}>
                <span className={styles.lineMain}>
                  {extra.name}
                  <br />
                  <small>{t("offer.items.optionalService")}</small>
                </span>
                <Price cents={extra.gross} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export function AddItems({ summary, categories }: { summary: OfferSummary; categories: string[] }) {
  if (!summary.editable) return null;
  return (
    <>
      <section className={styles.section} aria-labelledby="offer-add-products">
        <h2 id="offer-add-products">{t("offer.add.products.title")}</h2>
        <p>{t("offer.add.products.lead")}</p>
        <ul>
          {categories.map((category) => (
            <li key={category}>
              <Link to={`/overview/offer/products/${category}`}>
                {t("offer.add.products.link", {
                  category: t(`offer.category.${category}` as "offer.category.coffin"),
                })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="offer-add-services">
        <h2 id="offer-add-services">{t("offer.add.services.title")}</h2>
        {summary.optionalServices.length === 0 ? <p>{t("offer.add.services.none")}</p> : null}
        <ul className={styles.lines}>
          {summary.optionalServices.map((service) => (
            <li key={service.id} className={styles.line}>
              <span className={styles.lineMain}>
                {service.name}
                <br />
                <small>{service.description}</small>
              </span>
              <Price cents={service.gross} />
              <ActionButton intent="addService" id={service.id} version={summary.version}>
                {t("offer.add.services.add", { name: service.name })}
              </ActionButton>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
