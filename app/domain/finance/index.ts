/** Pure finance rules: life expectancy, future cost, insurance start, age rules, sum status. */
export { ageOn } from "./age";
export { multiplyCents, requireCents } from "../money";
export { estimateCosts, futureCostCents, type CostEstimate, type CostEstimateInput } from "./future-cost";
export {
  ageRefusalMessage,
  ageRefusalMessageKey,
  BURIAL_FUND_AGE_RANGES,
  INSURANCE_AGE_RULE,
  paymentKindOf,
  burialFundAgeRules,
  checkAgeRange,
  insuranceAges,
  PARTNER_AGE_RANGES,
  partnerAgeRules,
  type AgeMessage,
  type AgeRange,
  type AgeRefusal,
  type InsurancePaymentKind,
  type AgeRuleResult,
  type InsuranceAges,
} from "./insurance-age";
export { insuranceStartDate } from "./insurance-start";
export {
  LIFE_EXPECTANCY,
  LIFE_EXPECTANCY_MAX_AGE,
  LIFE_TABLE,
  lifeTableSex,
  remainingLifeExpectancy,
  roundTimeToLive,
  timeToLive,
  type LifeTableSex,
  type TimeToLive,
} from "./life-expectancy";
export { fitInsuranceSum, type InsuranceSum, type SumLimits } from "./sum-status";
export {
  burialFundTariff,
  COSTS_ROUNDING_CENTS,
  partnerTariff,
  premiumFactors,
  roundCosts,
  type BurialFundQuery,
  type BurialFundTariff,
  type PartnerTariff,
  type PartnerTariffQuery,
  type TariffResult,
} from "./tariff";
export { fundingGap, type FundingGap, type FundingInput } from "./funding-gap";
export {
  concludedFields,
  countedInsuranceCents,
  insuranceState,
  pendingInsuranceCents,
  type ConcludedBy,
  type InsuranceRecord,
  type InsuranceState,
  type InsuranceStatus,
} from "./insurance-status";
