import { limitedDocument } from "~/.server/http/work-limits";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { letterPdf, letterPdfFileName, pdfResponse } from "~/.server/pdf";
import { printLetterDispatch } from "~/.server/services/after-death/dispatch-list";
import type { Route } from "./+types/$letterId.pdf";

/**
 * /backoffice/letters/:letterId/pdf (decision 0064): the letter to print — page 1 the address page for a DIN-lang
 * window envelope (DIN 5008 form B, the operator as return address), then the letter in its font, size and
 * colour. Customer care and admins, letters on the dispatch list only (else 404); audited as `letter.print`.
 */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor, ip, config } = requestOf(args, "staff");
  const letter = await printLetterDispatch(db, actor, { letterId: args.params.letterId }, { ip });
  const sender = [config.operator.name, ...config.operator.address];
  const pdf = await limitedDocument(args.context, args.request, () =>
    letterPdf(letter, { createdAt: letter.updatedAt, addressPage: { sender } }),
  );
  return pdfResponse(pdf, letterPdfFileName(letter));
});
