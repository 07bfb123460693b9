import { limitedDocument } from "~/.server/http/work-limits";
import { badRequest } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import { withResourceErrorPages } from "~/.server/service-errors";
import { letterPdf, letterPdfFileName, pdfResponse, printFileName, requestedPrint } from "~/.server/pdf";
import { requireFeature } from "~/.server/services/features";
import { readLetter } from "~/.server/services/letters";
import { t } from "~/i18n";
import type { Route } from "./+types/$letterId.pdf";

/**
 * The PDF of one letter in its font, size and colour, or with `?druck=gross` its large-print reading copy (decision
 * 0107); another customer's letter id is 404, an unconfirmed account 403, an unknown `?druck=` 400.
 */
export const loader = withResourceErrorPages(async ({ request, context, params }: Route.LoaderArgs) => {
  const { db, actor, ip, runtime } = requestOf({ request, context }, "signedIn");
  const print = requestedPrint(request);
  const { provision, letter } = await readLetter(db, actor, params.letterId, { ip });
  requireFeature(provision, "letterPdf", runtime.clock.now(), actor);
  if (!letter.content) return badRequest(t("letters.pdf.noContent"), 404);
  const input = { content: letter.content, recipient: letter.recipient };
  const pdf = await limitedDocument(context, request, () =>
    letterPdf(input, { createdAt: letter.updatedAt, print }),
  );
  return pdfResponse(pdf, printFileName(letterPdfFileName(input), print));
});
