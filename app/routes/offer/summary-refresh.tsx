/**
 * The offer summary's refresh dialogs: the question when the offer is outdated (?dialog=refresh), with each
 * price the refresh changes and the total before and after, and what the refresh changed (?dialog=refresh-result).
 */
import { useSearchParams, href } from "react-router";
import { cx } from "~/components/cx";
import { Dialog } from "~/components/Dialog";
import type { OfferSummary } from "~/.server/services/offer";
import {
  isUpToDate,
  REFRESH_RESULT_LISTS,
  type PriceChange,
  type RefreshPreview,
  type RefreshResult,
} from "~/domain/offer/refresh";
import { t } from "~/i18n";
import { formatCents } from "~/i18n/currency";
import { formatViewDate } from "~/i18n/format";
import { ActionButton } from "./views";
import styles from "./offer.module.css";

function ChangeRow({ change }: { change: PriceChange }) {
  return (
    <tr>
      <th scope="row">
        {change.name}
        {change.formerName ? (
          <>
            <br />
            <small>{t("offer.refresh.preview.formerName", { name: change.formerName })}</small>
          </>
        ) : null}
      </th>
      <td>{change.before === null ? t("offer.refresh.preview.added") : formatCents(change.before)}</td>
      <td>{change.after === null ? t("offer.refresh.preview.removed") : formatCents(change.after)}</td>
    </tr>
  );
}

/** Before accepting: every price the refresh changes, and what the offer costs before and after. */
function RefreshComparison({ preview, versionedAt }: { preview: RefreshPreview; versionedAt: string }) {
  const date = formatViewDate(versionedAt);
  return (
    <>
      <p>
        {preview.changes.length > 0
          ? t("offer.refresh.preview.changed", { date })
          : t("offer.refresh.preview.unchanged", { date })}
      </p>
      <table className={cx(styles.prices, styles.comparison)} data-testid="refresh-comparison">
        <caption className="visually-hidden">{t("offer.refresh.preview.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("offer.refresh.preview.item")}</th>
            <th scope="col">{t("offer.refresh.preview.before")}</th>
            <th scope="col">{t("offer.refresh.preview.after")}</th>
          </tr>
        </thead>
        <tbody>
          {preview.changes.map((change, index) => (
            <ChangeRow key={index} change={change} />
          ))}
          <tr className={styles.total}>
            <th scope="row">{t("offer.refresh.preview.total")}</th>
            <td data-testid="refresh-total-before">{formatCents(preview.totalBefore)}</td>
            <td data-testid="refresh-total-after">{formatCents(preview.totalAfter)}</td>
          </tr>
        </tbody>
      </table>
      <p>{t("offer.refresh.preview.question")}</p>
    </>
  );
}

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
          <ActionButton
            intent="refresh"
            version={summary.version}
            fields={
              summary.refreshPreview ? { shownTotal: String(summary.refreshPreview.totalAfter) } : undefined
            }
            variant="primary"
          >
            {t("offer.refresh.submit")}
          </ActionButton>
        }
      >
        {refreshOpen && summary.refreshPreview ? (
          <RefreshComparison preview={summary.refreshPreview} versionedAt={summary.versionedAt} />
        ) : null}
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
