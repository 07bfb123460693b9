import { redirect } from "react-router";
import { limitedDocument } from "~/.server/http/work-limits";
import { withErrorPages } from "~/.server/service-errors";
import { trustContractPdf } from "~/.server/insurance";
import { pdfFileName, pdfResponse, printFileName, requestedPrint } from "~/.server/pdf";
import { requireFeature } from "~/.server/services/features";
import { todayInGermany } from "~/domain/dates";
import { BURIAL_FUND_WIZARD_PATHS } from "~/domain/finance/wizard-paths";
import { requireFinance } from "./finance.server";
import type { Route } from "./+types/tariff.treuhand.contract";

/**
 * The trust-account contract PDF, once a deposit is recorded; gated like every PDF of /documents (403 with the
 * way out while the account is unconfirmed); `?druck=gross` in large print (decision 0107).
 */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const print = requestedPrint(request);
  const { provision, actor, now } = await requireFinance({ request, context });
  requireFeature(provision, "documentPdf", now, actor);
  const depositCents = provision.trustDepositCents;
  if (depositCents === 0) throw redirect(BURIAL_FUND_WIZARD_PATHS.treuhand);
  const pdf = await limitedDocument(context, request, () =>
    trustContractPdf(
      {
        firstname: provision.firstname ?? "",
        lastname: provision.lastname ?? "",
        provisionNumber: provision.number,
        depositCents,
        today: todayInGermany(now),
      },
      print,
    ),
  );
  const fileName = pdfFileName(["Treuhandvertrag", provision.firstname ?? "", provision.lastname ?? ""]);
  return pdfResponse(pdf, printFileName(fileName, print), { disposition: "attachment" });
});
