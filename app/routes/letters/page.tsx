import type { ReactNode } from "react";
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
