import { href } from "react-router";
import { t } from "~/i18n";

/** "PDF drucken": a plain link to the print PDF (a file, so no client-side navigation), named by its recipient. */
export function PrintLink({ letterId, name }: { letterId: string; name: string }) {
  return (
    <a
      href={href("/backoffice/letters/:letterId/pdf", { letterId })}
      aria-label={t("backoffice.letters.printNamed", { name })}
    >
      {t("backoffice.letters.print")}
    </a>
  );
}
