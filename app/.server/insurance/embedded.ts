/** The embedded insurance adapter: the transparent approximation of app/domain/finance/tariff.ts. */
import { burialFundTariff, partnerTariff } from "~/domain/finance";
import type { IsoDate } from "~/domain/dates";
import { applicationPdf } from "./documents";
import type { InsurancePort } from "./port";

/** `today` fixes the clock for tests; by default the German calendar date of each call. */
export function embeddedInsurance(options: { today?: () => IsoDate } = {}): InsurancePort {
  return {
    example: true,
    async hdhTariff(query) {
      return burialFundTariff({ ...query, today: options.today?.() });
    },
    async hdhDocument(input) {
      return { kind: "pdf", pdf: await applicationPdf(input) };
    },
    async tariff({ birthdate, insuranceSumCents, startDate }) {
      // The start date is the first of next month (or today): computing from the day before it gives it back.
      return partnerTariff({ birthdate, insuranceSumCents, today: options.today?.() ?? startDate });
    },
  };
}
