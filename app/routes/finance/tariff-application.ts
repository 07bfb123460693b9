import { redirect } from "react-router";
import { withErrorPages } from "~/.server/intent";
import { applicationFileName, insuranceFor } from "~/.server/insurance";
import { pdfResponse } from "~/.server/pdf";
import { burialFundQuote } from "~/.server/services/finance";
import { INSURANCE_DOCUMENT_PROVISION_ID_LENGTH } from "~/domain/constants";
import { ServiceError } from "~/domain/errors";
import { burialFundWizard } from "~/domain/finance/wizards";
import { documentState, tariffStep } from "./tariff-wizard.server";
import type { Route } from "./+types/tariff-application";

/** The application PDF 'HDH-Antrag-{first}-{last}.pdf' (after the document step created it). */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { runtime, provision, draft, paymentType } = await tariffStep(context, request, "document");
  const contact = burialFundWizard.answer("contact", draft);
  const state = documentState(draft);
  if (!paymentType || !contact || !state) throw redirect(burialFundWizard.path("document"));
  if (state.url) throw redirect(state.url);
  if (provision.status !== "CONFIRMED") throw new ServiceError("emailUnconfirmed", { status: 403 });
  const { tariff, costs } = await burialFundQuote(runtime, provision, paymentType);
  const document = await insuranceFor(runtime).hdhDocument({
    paymentType,
    provisionBirth: provision.provisionBirth!,
    costsRoundedCents: costs.costsRoundedCents,
    provisionId: provision.id.slice(0, INSURANCE_DOCUMENT_PROVISION_ID_LENGTH),
    tariff,
    contact,
  });
  if (document.kind === "url") throw redirect(document.url);
  return pdfResponse(document.pdf, applicationFileName(contact.firstname, contact.lastname), {
    disposition: "attachment",
  });
});
