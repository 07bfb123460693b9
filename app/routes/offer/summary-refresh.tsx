/**
 * The offer summary's refresh dialogs: the question when the offer is outdated (?dialog=refresh) and what the
 * refresh changed (?dialog=refresh-result).
 */
import { useSearchParams, href } from "react-router";
import { Dialog } from "~/components/Dialog";
import type { OfferSummary } from "~/.server/services/offer";
import { isUpToDate, REFRESH_RESULT_LISTS, type RefreshResult } from "~/domain/offer/refresh";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { ActionButton } from "./views";

function RefreshResultList({ result }: { result: RefreshResult }) {
  return (
    <>
      {isUpToDate(result) ? <p>{t("offer.refresh.result.upToDate")}</p> : null}
      {REFRESH_RESULT_LISTS.filter((key) => result[key].length > 0).map((key) => (
        <div key={key}>
          <p>{t(`offer.refresh.result.${key}`)}</p>
          <ul>
            {result[key].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

export function RefreshDialogs({ summary }: { summary: OfferSummary }) {
  const [params] = useSearchParams();
  const dialog = params.get("dialog");
  const refreshOpen = dialog === "refresh" && summary.outdated;
  return (
    <>
      <Dialog
        open={refreshOpen}
        title={t("offer.refresh.title")}
        closeHref={href("/overview/offer")}
        closeLabel={t("offer.refresh.cancel")}
        actions={
          <ActionButton intent="refresh" version={summary.version} variant="primary">
            {t("offer.refresh.submit")}
          </ActionButton>
        }
      >
        {refreshOpen ? <p>{t("offer.refresh.text", { date: formatViewDate(summary.versionedAt) })}</p> : null}
      </Dialog>
      <Dialog
        open={dialog === "refresh-result" && summary.lastRefresh !== null}
        title={t("offer.refresh.result.title")}
        closeHref={href("/overview/offer")}
        closeLabel={t("offer.refresh.result.reload")}
      >
        {summary.lastRefresh ? <RefreshResultList result={summary.lastRefresh} /> : null}
      </Dialog>
    </>
  );
}
