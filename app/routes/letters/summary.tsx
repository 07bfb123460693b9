/** A letter's three parts in words: the confirmation step and the edit overview. */
import type { ReactNode } from "react";
import { Banner } from "~/components/Banner";
import type { LetterRecipient } from "~/domain/letters";
import { LETTER_SHIPPING_GENERIC, type LetterShippingGeneric } from "~/domain/letters/constants";
import { nameWithSalutation, type GrammaticalCase } from "~/domain/salutation";
import { t } from "~/i18n";
import styles from "./letters.module.css";

export interface LetterSummaryData {
  content: { text: string; styles?: { color?: string; fontSize?: number; fontFamily?: string } } | null;
  recipient: LetterRecipient | null;
  shippingDate: {
    generic: string;
    exact?: { day?: string | null; year?: string | null; exactYear?: string | null } | null;
  } | null;
  /** The characters of the text the PDF cannot print (decision 0072). */
  unprintable?: readonly string[];
}

/** How many characters the notice names; a text in a script no face has (a whole letter in Chinese) is summed up. */
const NAMED_CHARACTERS = 20;

/** „Diese Zeichen können im PDF nicht gedruckt werden: 漢 字. …“ — the notice's text, also the toast's. */
export function unprintableMessage(characters: readonly string[]): string {
  return t("letters.unprintable.text", {
    characters: characters.slice(0, NAMED_CHARACTERS).join(" "),
    more: Math.max(0, characters.length - NAMED_CHARACTERS),
  });
}

/** The notice on the pages that show a letter's text, when its PDF cannot print some of the characters. */
export function UnprintableNotice({
  characters,
  className,
}: {
  characters: readonly string[] | undefined;
  className?: string;
}) {
  if (!characters?.length) return null;
  return (
    <Banner variant="warning" title={t("letters.unprintable.title")} className={className}>
      <p>{unprintableMessage(characters)}</p>
    </Banner>
  );
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
        <UnprintableNotice characters={letter.unprintable} />
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
