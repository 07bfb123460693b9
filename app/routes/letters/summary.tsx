/** A letter's three parts in words: the confirmation step and the edit overview. */
import type { ReactNode } from "react";
import { LETTER_SHIPPING_GENERIC, type LetterShippingGeneric } from "~/domain/letters/constants";
import { nameWithSalutation, type GrammaticalCase } from "~/domain/salutation";
import { t } from "~/i18n";
import styles from "./letters.module.css";

export interface LetterSummaryData {
  content: { text: string; styles?: { color?: string; fontSize?: number; fontFamily?: string } } | null;
  recipient: {
    salutation: string;
    firstname: string;
    lastname: string;
    street: string;
    postalcode: string;
    city: string;
    email?: string | null;
  } | null;
  shippingDate: {
    generic: string;
    exact?: { day?: string | null; year?: string | null; exactYear?: string | null } | null;
  } | null;
}

const isGeneric = (value: string): value is LetterShippingGeneric =>
  (LETTER_SHIPPING_GENERIC as readonly string[]).includes(value);

/** "Am 24.12.2030", "Am 24.12. – wenn …", or the generic choice. */
export function describeShippingDate(date: NonNullable<LetterSummaryData["shippingDate"]>): string {
  if (!isGeneric(date.generic)) return "";
  if (date.generic !== "EXACT_DATE" || !date.exact?.day) return t(`letters.shipping.generic.${date.generic}`);
  const { day, year, exactYear } = date.exact;
  return year === "EXACT_DATE" && exactYear
    ? t("letters.shipping.summary.exact", { date: `${day}.${exactYear}` })
    : t("letters.shipping.summary.next", { day: `${day}.` });
}

/**
 * The recipient's name with salutation: "Frau Anna Schmidt", and after "an" or in the address block
 * "Herrn Hans Meier" (the accusative, decision 0041).
 */
export function recipientName(
  recipient: Record<"salutation" | "firstname" | "lastname", string | null>,
  grammaticalCase: GrammaticalCase = "nominative",
): string {
  return nameWithSalutation(recipient, grammaticalCase);
}

function Part({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <>
      <dt>{title}</dt>
      <dd>{children}</dd>
      {action ? <dd>{action}</dd> : null}
    </>
  );
}

/** The three parts; `actions` adds a change link per part (edit overview). */
export function LetterSummary({
  letter,
  actions,
}: {
  letter: LetterSummaryData;
  actions?: { content: ReactNode; recipient: ReactNode; shippingDate: ReactNode };
}) {
  const missing = t("letters.edit.missing");
  const { content, recipient, shippingDate } = letter;
  return (
    <dl className={styles.summary}>
      <Part title={t("letters.edit.content")} action={actions?.content}>
        {content ? <span className={styles.summaryText}>{content.text}</span> : missing}
      </Part>
      <Part title={t("letters.edit.recipient")} action={actions?.recipient}>
        {recipient ? (
          <span className={styles.summaryText}>
            {[
              recipientName(recipient),
              recipient.street,
              `${recipient.postalcode} ${recipient.city}`,
              recipient.email,
            ]
              .filter(Boolean)
              .join("\n")}
          </span>
        ) : (
          missing
        )}
      </Part>
      <Part title={t("letters.edit.shippingDate")} action={actions?.shippingDate}>
        {shippingDate ? describeShippingDate(shippingDate) : missing}
      </Part>
    </dl>
  );
}
