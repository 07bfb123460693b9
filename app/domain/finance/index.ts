/** Pure finance rules: life expectancy, future cost, insurance start, age rules, sum status. */
export { estimateCosts, type CostEstimate } from "./future-cost";
export {
  ageRefusalMessage,
  paymentKindOf,
  burialFundAgeRules,
  insuranceAges,
  partnerAgeRules,
  type AgeRuleResult,
} from "./insurance-age";
export { lifeTableSex } from "./life-expectancy";
export { fitInsuranceSum } from "./sum-status";
export {
  burialFundTariff,
  partnerTariff,
  roundCosts,
  type BurialFundTariff,
  type PartnerTariff,
  type TariffResult,
} from "./tariff";
export { fundingGap, type FundingGap } from "./funding-gap";
export {
  concludedFields,
  countedInsuranceCents,
  insuranceState,
  pendingInsuranceCents,
} from "./insurance-status";
