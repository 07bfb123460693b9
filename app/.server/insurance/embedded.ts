/** The embedded insurance adapter: the transparent approximation of app/domain/finance/tariff.ts. */
import { burialFundTariff, partnerTariff } from "~/domain/finance";
import { applicationPdf } from "./documents";
import type { InsurancePort } from "./port";

/** The ages are counted on the query's `today` (the partner tariff: from its start date). */
export function embeddedInsurance(): InsurancePort {
  return {
    example: true,
    largePrint: true,
    async hdhTariff(query) {
      return burialFundTariff(query);
    },
    async hdhDocument(input, print) {
      return { kind: "pdf", pdf: await applicationPdf(input, print) };
    },
    async tariff({ birthdate, insuranceSumCents, startDate }) {
      // The start date is the first of next month (or today): computing from the day before it gives it back.
      return partnerTariff({ birthdate, insuranceSumCents, today: startDate });
    },
  };
}
