import { redirect } from "react-router";
import { limitedDocument } from "~/.server/http/work-limits";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { applicationFileName, insuranceFor } from "~/.server/insurance";
import { notFound } from "~/.server/intent";
import { pdfResponse, printFileName, requestedPrint } from "~/.server/pdf";
import { readDocumentProvision, storedApplicationContact } from "~/.server/services/documents";
import { requireFeature } from "~/.server/services/features";
import { applicationDocument } from "~/.server/services/finance";
import { ServiceError } from "~/domain/errors";
import { INSURANCE_PAYMENT_TYPES } from "~/domain/finance/constants";
import type { Route } from "./+types/pdf.provision.$provisionId.antrag";

/**
 * GET /pdf/provision/:provisionId/antrag — the burial-fund application again, from /documents (decision 0038),
 * built as the wizard's document step builds it, with the contact stored at the application.
 * 404 for another provision's id or before an application; gated like the wizard's download. `?druck=gross`:
 * large print (decision 0107), where the application is ours to build (404 for the insurer's own document).
 */
export const loader = withErrorPages(async ({ request, context, params }: Route.LoaderArgs) => {
  const { runtime, db, actor, ip } = requestOf({ request, context }, "signedIn");
  const print = requestedPrint(request);
  const now = runtime.clock.now();
  const provision = await readDocumentProvision(db, actor, params.provisionId, { ip, now });
  requireFeature(provision, "insuranceApplication", now);
  const contact = storedApplicationContact(provision);
  const paymentType = INSURANCE_PAYMENT_TYPES.find((type) => type === provision.insuranceTariff?.paymentType);
  if (!contact || !paymentType || !provision.insuranceTariff?.applicationAt)
    throw new ServiceError("notFound");
  const insurance = insuranceFor(runtime);
  if (print === "large" && !insurance.largePrint) notFound();
  const { document } = await limitedDocument(context, request, () =>
    applicationDocument(db, insurance, provision, paymentType, contact, now, print),
  );
  if (document.kind === "url") throw redirect(document.url);
  const fileName = printFileName(applicationFileName(contact.firstname, contact.lastname), print);
  return pdfResponse(document.pdf, fileName, { disposition: "attachment" });
});
