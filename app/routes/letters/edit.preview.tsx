import { Link, href } from "react-router";
import { withErrorPages } from "~/.server/service-errors";
import { featureRefusalOf } from "~/.server/services/features";
import { letterCssStyle } from "~/domain/letters/style";
import { t } from "~/i18n";
import { pageDescription } from "~/meta";
import { letterView, requireSessionLetter } from "./letters.server";
import { LetterPageHeading, LetterPdfItem } from "./page";
import { recipientName, UnprintableNotice } from "./summary";
import styles from "./letters.module.css";
import { letterFontLinks } from "./fonts";
import type { Route } from "./+types/edit.preview";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/letters"));

/** The print preview: the letter as the recipient will hold it, in its font, size and colour. */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { letter, provision, actor, now } = await requireSessionLetter({ request, context });
  return { letter: letterView(letter), pdf: featureRefusalOf(provision, "letterPdf", now, actor) === null };
});

export const links = letterFontLinks;
export const meta = () => pageDescription("letters.preview.description");

export default function LetterPreview({ loaderData }: Route.ComponentProps) {
  const { letter, pdf } = loaderData;
  const { recipient, content } = letter;
  return (
    <>
      <LetterPageHeading
        title={t("letters.preview.title")}
        kicker={t("letters.list.title")}
        lead={<p className={styles.noPrint}>{t("letters.preview.lead")}</p>}
      />
      <UnprintableNotice characters={letter.unprintable} className={styles.noPrint} />
      <section className={styles.paper} aria-label={t("letters.preview.title")}>
        <p className={styles.address}>
          {recipient
            ? [
                recipientName(recipient, "accusative"),
                recipient.street,
                `${recipient.postalcode} ${recipient.city}`,
              ].join("\n")
            : t("letters.preview.noRecipient")}
        </p>
        {content ? (
          <p className={styles.letterText} style={letterCssStyle(letter.style)}>
            {content.text}
          </p>
        ) : (
          <p>{t("letters.preview.noContent")}</p>
        )}
      </section>
      <ul className={styles.noPrint}>
        <LetterPdfItem letterId={letter.id} show={Boolean(content) && pdf} />
        <li>
          <Link to={href("/overview/letters/edit")}>{t("letters.edit.back")}</Link>
        </li>
      </ul>
    </>
  );
}
