import type { ReactNode } from "react";
import { Link, href } from "react-router";
import { errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { t } from "~/i18n";

/** Document title ("Fehler: " first when the page shows errors) and the page heading of a letters page. */
export function LetterPageHeading({
  title,
  kicker,
  lead,
  hasErrors = false,
}: {
  title: string;
  kicker?: string;
  lead?: ReactNode;
  hasErrors?: boolean;
}) {
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), hasErrors)}</title>
      <PageHeading kicker={kicker} lead={lead}>
        {title}
      </PageHeading>
    </>
  );
}

/** The list item linking a letter's PDF; nothing while the feature table refuses letter PDFs (decision 0032). */
export function LetterPdfItem({ letterId, show }: { letterId: string; show: boolean }) {
  if (!show) return null;
  return (
    <li>
      <Link to={href("/overview/letters/:letterId/pdf", { letterId })} reloadDocument>
        {t("letters.edit.pdf")}
      </Link>
    </li>
  );
}
