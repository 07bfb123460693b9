import { href } from "react-router";
import { limitedDocument } from "~/.server/http/work-limits";
import { notFound } from "~/.server/intent";
import { logger } from "~/.server/logger";
import { pdfResponse } from "~/.server/pdf";
import {
  WALLET_CARD_LAYOUTS,
  walletCardData,
  walletCardFileName,
  walletCardPdf,
  type WalletCardLayout,
} from "~/.server/pdf/wallet-card";
import { requestOf } from "~/.server/route-request";
import { throwAsPage, throwRefusalAsPage, withResourceErrorPages } from "~/.server/service-errors";
import { readDocumentProvision } from "~/.server/services/documents";
import { redirectWithToast } from "~/.server/toast";
import { todayInGermany } from "~/domain/dates";
import { t } from "~/i18n";
import type { Route } from "./+types/pdf.provision.$provisionId.vorsorgeausweis";

/** `?layout=`: none → the A4 sheet with cut marks; "card" → two ID-1 pages; anything else → 404. */
function layoutOf(request: Request): WalletCardLayout {
  const layout = new URL(request.url).searchParams.get("layout") ?? "sheet";
  if (!(WALLET_CARD_LAYOUTS as readonly string[]).includes(layout)) notFound();
  return layout as WalletCardLayout;
}

/**
 * GET /pdf/provision/:provisionId/vorsorgeausweis[?layout=card] — the wallet card (decision 0061), downloaded.
 * The same checks as the other provision PDFs: the acting provision only (another or malformed id → 404),
 * the documentPdf feature (unconfirmed → the way out), staff holding the provision audited as "documents.pdf".
 */
export const loader = withResourceErrorPages(async ({ request, context, params }: Route.LoaderArgs) => {
  const layout = layoutOf(request);
  const { db, actor, ip, session, config, runtime } = requestOf({ request, context }, "signedIn");
  const now = runtime.clock.now();
  const provision = await readDocumentProvision(db, actor, params.provisionId, { ip, now }).catch(
    throwAsPage,
  );
  try {
    return await limitedDocument(context, request, async () => {
      // Only a configured hotline goes on a card (never the example number).
      const data = walletCardData(provision, config.HOTLINE_NUMBER === undefined ? null : config.hotline);
      const pdf = await walletCardPdf(data, layout);
      return pdfResponse(pdf, walletCardFileName(data, layout, todayInGermany(now)), {
        disposition: "attachment",
      });
    });
  } catch (error) {
    throwRefusalAsPage(error);
    logger.error({ err: error, kind: "walletCard" }, "provision document failed");
    return redirectWithToast(href("/documents"), session, { kind: "error", message: t("error.general") });
  }
});
