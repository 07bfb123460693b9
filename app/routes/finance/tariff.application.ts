import { redirect } from "react-router";
import { limitedDocument } from "~/.server/http/work-limits";
import { withResourceErrorPages } from "~/.server/service-errors";
import { applicationFileName } from "~/.server/insurance";
import { pdfResponse } from "~/.server/pdf";
import { requireFeature } from "~/.server/services/features";
import { applicationDocument } from "~/.server/services/finance";
import { applicationContact } from "~/domain/finance";
import { burialFundWizard } from "~/domain/finance/wizards";
import { BURIAL_FUND_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { documentState, tariffStep } from "./tariff-wizard.server";
import type { Route } from "./+types/tariff.application";

/** The application PDF 'HDH-Antrag-{first}-{last}.pdf' (after the document step created it). */
export const loader = withResourceErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, insurer, provision, draft, paymentType, now } = await tariffStep(
    { request, context },
    "document",
  );
  const contact = burialFundWizard.answer("contact", draft);
  const state = documentState(draft);
  if (!paymentType || !contact || !state) throw redirect(BURIAL_FUND_WIZARD_PATHS.document);
  if (state.url) throw redirect(state.url);
  requireFeature(provision, "insuranceApplication", now);
  const { document } = await limitedDocument(context, request, () =>
    applicationDocument(db, insurer, provision, paymentType, applicationContact(contact), now),
  );
  if (document.kind === "url") throw redirect(document.url);
  return pdfResponse(document.pdf, applicationFileName(contact.firstname, contact.lastname), {
    disposition: "attachment",
  });
});
