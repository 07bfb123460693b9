/** Test helpers: a provision's answers with nothing filled in. */
import type { CompletionInput } from "./index";

/** No wish, no finance answer, no trusted person, no offer: every tile still open. */
export const NOTHING_ANSWERED: CompletionInput = {
  music: null,
  quote: null,
  personalNotification: null,
  financialProvisionNote: null,
  financialProvisionType: null,
  additionalCosts: [],
  trustedPerson: null,
  proposalId: null,
  paymentPriceGuarantee: null,
};
