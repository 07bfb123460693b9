/** The offer summary's price: the table that adds up to the total, and what the price includes (content port). */
import type { ReactNode } from "react";
import { useReadOnly } from "~/components/ReadOnly";
import type { OfferSummary } from "~/.server/services/offer";
import { t } from "~/i18n";
import { offerPriceRows } from "~/domain/offer/price-rows";
import styles from "./offer.module.css";

/** One row of the price table: what it is, and its amount (or a note instead of an amount). */
function PriceRow({
  label,
  children,
  testId,
  note,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  note?: boolean;
}) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td data-testid={testId} className={note ? styles.note : undefined}>
        {children}
      </td>
    </tr>
  );
}

/**
 * The price as a sum a customer can check by hand (decision 0037): the package's base price, then every item
 * of the list above added to it — the package's own items and those booked on top — and the site's fee.
 */
export function PriceTable({ summary }: { summary: OfferSummary }) {
  const rows = summary.breakdown;
  // "Wählen Sie oben einen Bestattungsort" asks for a change nobody makes on a frozen provision (decision 0063);
  // the row still says the fee is not included.
  const readOnly = useReadOnly();
  return (
    <section className={styles.section} aria-labelledby="offer-price">
      <h2 id="offer-price">{t("offer.price.title")}</h2>
      <p>{t("offer.price.lead")}</p>
      <table className={styles.prices}>
        <tbody>
          {offerPriceRows(rows, summary.plan.name, summary.offerCoupon).map((row) =>
            row.total ? (
              <tr key={row.label} className={styles.total}>
                <th scope="row">{row.label}</th>
                <td data-testid={row.testId}>{row.value}</td>
              </tr>
            ) : (
              <PriceRow key={row.label} label={row.label} testId={row.testId} note={row.note}>
                {row.value}
              </PriceRow>
            ),
          )}
        </tbody>
      </table>
      {rows.siteFee === null && !readOnly ? <p>{t("offer.price.siteMissingHint")}</p> : null}
      <p>
        <small>{t("offer.price.vat")}</small>
      </p>
    </section>
  );
}

export function IncludedList({ summary }: { summary: OfferSummary }) {
  if (!summary.included) return null;
  return (
    <section className={styles.section} aria-labelledby="offer-included">
      <h2 id="offer-included">{t("offer.included.title")}</h2>
      <h3>{t("offer.included.yes")}</h3>
      <ul>
        {summary.included.included.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3>{t("offer.included.no")}</h3>
      <ul>
        {summary.included.notIncluded.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
