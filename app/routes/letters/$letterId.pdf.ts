import { limitedDocument } from "~/.server/http/work-limits";
import { badRequest } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import { withResourceErrorPages } from "~/.server/service-errors";
import { letterPdf, letterPdfFileName, pdfResponse } from "~/.server/pdf";
import { requireFeature } from "~/.server/services/features";
import { readLetter } from "~/.server/services/letters";
import { t } from "~/i18n";
import type { Route } from "./+types/$letterId.pdf";

/** The PDF of one letter in its font, size and colour; another customer's letter id is 404, an unconfirmed account 403. */
export const loader = withResourceErrorPages(async ({ request, context, params }: Route.LoaderArgs) => {
  const { db, actor, ip, runtime } = requestOf({ request, context }, "signedIn");
  const { provision, letter } = await readLetter(db, actor, params.letterId, { ip });
  requireFeature(provision, "letterPdf", runtime.clock.now(), actor);
  if (!letter.content) return badRequest(t("letters.pdf.noContent"), 404);
  const input = { content: letter.content, recipient: letter.recipient };
  const pdf = await limitedDocument(context, request, () =>
    letterPdf(input, { createdAt: letter.updatedAt }),
  );
  return pdfResponse(pdf, letterPdfFileName(input));
});
