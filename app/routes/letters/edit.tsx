import { Link, href } from "react-router";
import { withErrorPages } from "~/.server/service-errors";
import { featureRefusalOf } from "~/.server/services/features";
import { letterProgress, letterStatus, LETTER_PARTS } from "~/domain/letters";
import { t } from "~/i18n";
import { pageDescription } from "~/meta";
import { letterView, requireSessionLetter } from "./letters.server";
import { LetterPageHeading, LetterPdfItem } from "./page";
import { LetterSummary } from "./summary";
import type { Route } from "./+types/edit";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/letters"));

/** The edit overview: content, recipient and shipping date of the session's letter. */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { letter, provision, actor, now } = await requireSessionLetter({ request, context });
  return {
    letter: letterView(letter),
    status: letterStatus(letter),
    progress: letterProgress(letter),
    pdf: featureRefusalOf(provision, "letterPdf", now, actor) === null,
  };
});

export const meta = () => pageDescription("letters.edit.description");

export default function EditLetter({ loaderData }: Route.ComponentProps) {
  const { letter, status, progress, pdf } = loaderData;
  const change = (to: string, label: string) => <Link to={to}>{label}</Link>;
  return (
    <>
      <LetterPageHeading
        title={t("letters.edit.title")}
        kicker={t("letters.list.title")}
        lead={
          <p>
            {t(`letters.tile.status.${status}`)} –{" "}
            {t("letters.tile.progress", { done: progress, total: LETTER_PARTS.length })}
          </p>
        }
      />
      <LetterSummary
        letter={letter}
        actions={{
          content: change(href("/overview/letters/edit/content"), t("letters.edit.changeContent")),
          recipient: change(href("/overview/letters/edit/recipient"), t("letters.edit.changeRecipient")),
          shippingDate: change(
            href("/overview/letters/edit/shipping-date"),
            t("letters.edit.changeShippingDate"),
          ),
        }}
      />
      {letter.content ? (
        <ul>
          <li>
            <Link to={href("/overview/letters/edit/preview")}>{t("letters.edit.preview")}</Link>
          </li>
          <LetterPdfItem letterId={letter.id} show={pdf} />
        </ul>
      ) : null}
      <p>
        <Link to={href("/overview/letters")}>{t("letters.edit.back")}</Link>
      </p>
    </>
  );
}
