/** Pure finance rules: life expectancy, future cost, insurance start, age rules, sum status. */
export { estimateCosts, type CostEstimate } from "./future-cost";
export {
  ageRefusalMessages,
  paymentKindOf,
  burialFundAgeRules,
  BURIAL_FUND_AGE_RANGES,
  PARTNER_AGE_RANGES,
  insuranceAges,
  partnerAgeRules,
  type AgeRange,
  type AgeRuleResult,
} from "./insurance-age";
export { fitInsuranceSum } from "./sum-status";
export {
  burialFundTariff,
  partnerTariff,
  roundCosts,
  type BurialFundTariff,
  type PartnerTariff,
  type TariffResult,
} from "./tariff";
export { fundingGap, isFunded, type FundingGap } from "./funding-gap";
export {
  concludedFields,
  countedInsuranceCents,
  insuranceState,
  pendingInsuranceCents,
} from "./insurance-status";
export { applicationContact } from "./application-contact";
