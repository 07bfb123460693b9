-- Finance amounts become integer cents (docs/decisions/0014-money.md): the site estimate (whole euros as text),
-- the additional costs (whole euros in a jsonb array) and the insurance amounts (euros as text and cents inside
-- the insurance_tariff jsonb). Converted with numeric arithmetic, so every amount is exact.
ALTER TABLE "provisions" DROP CONSTRAINT "provisions_site_estimate_chk";--> statement-breakpoint
ALTER TABLE "provisions" ADD COLUMN "funeral_site_estimate_cents" bigint;--> statement-breakpoint
ALTER TABLE "provisions" ADD COLUMN "insurance_sum_cents" bigint;--> statement-breakpoint
ALTER TABLE "provisions" ADD COLUMN "insurance_fee_cents" bigint;--> statement-breakpoint
ALTER TABLE "provisions" ADD COLUMN "insurance_payout_cents" bigint;--> statement-breakpoint
ALTER TABLE "provisions" ADD COLUMN "existing_sum_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provisions" ADD COLUMN "trust_deposit_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The site estimate: digits of whole euros ("1800" → 180000).
UPDATE "provisions"
SET "funeral_site_estimate_cents" = round("funeral_site_estimated_price"::numeric * 100)::bigint
WHERE "funeral_site_estimated_price" IS NOT NULL;--> statement-breakpoint
-- The additional costs, element by element and in their order: { name, estimatedPrice: euros } →
-- { name, estimatedPriceCents: cents } (a missing or non-numeric price counts 0, as the portal counted it).
UPDATE "provisions"
SET "additional_costs" = (
  SELECT coalesce(
    jsonb_agg(
      (cost.value - 'estimatedPrice') || jsonb_build_object(
        'estimatedPriceCents',
        CASE WHEN jsonb_typeof(cost.value -> 'estimatedPrice') = 'number'
          THEN round((cost.value ->> 'estimatedPrice')::numeric * 100)::bigint
          ELSE 0
        END
      )
      ORDER BY cost.ordinality
    ),
    '[]'::jsonb
  )
  FROM jsonb_array_elements("additional_costs") WITH ORDINALITY AS cost(value, ordinality)
)
WHERE jsonb_typeof("additional_costs") = 'array';--> statement-breakpoint
-- The insurance amounts. Cents already stored as whole non-negative numbers are taken as they are (anything
-- else counted 0 before and counts 0 now); the fee, sum and payout stored as euro text ("1234.56") become cents.
UPDATE "provisions"
SET
  "existing_sum_cents" = CASE
    WHEN jsonb_typeof("insurance_tariff" -> 'existingSumCents') IS DISTINCT FROM 'number' THEN 0
    WHEN ("insurance_tariff" ->> 'existingSumCents')::numeric >= 0
      AND ("insurance_tariff" ->> 'existingSumCents')::numeric = trunc(("insurance_tariff" ->> 'existingSumCents')::numeric)
    THEN ("insurance_tariff" ->> 'existingSumCents')::numeric::bigint
    ELSE 0
  END,
  "trust_deposit_cents" = CASE
    WHEN jsonb_typeof("insurance_tariff" -> 'trustDepositCents') IS DISTINCT FROM 'number' THEN 0
    WHEN ("insurance_tariff" ->> 'trustDepositCents')::numeric >= 0
      AND ("insurance_tariff" ->> 'trustDepositCents')::numeric = trunc(("insurance_tariff" ->> 'trustDepositCents')::numeric)
    THEN ("insurance_tariff" ->> 'trustDepositCents')::numeric::bigint
    ELSE 0
  END,
  "insurance_sum_cents" = CASE
    WHEN jsonb_typeof("insurance_tariff" -> 'sumCents') IS DISTINCT FROM 'number' THEN CASE
      WHEN ("insurance_tariff" ->> 'sum') ~ '^[0-9]+(\.[0-9]{1,2})?$'
      THEN round(("insurance_tariff" ->> 'sum')::numeric * 100)::bigint
    END
    WHEN ("insurance_tariff" ->> 'sumCents')::numeric >= 0
      AND ("insurance_tariff" ->> 'sumCents')::numeric = trunc(("insurance_tariff" ->> 'sumCents')::numeric)
    THEN ("insurance_tariff" ->> 'sumCents')::numeric::bigint
    WHEN ("insurance_tariff" ->> 'sum') ~ '^[0-9]+(\.[0-9]{1,2})?$'
    THEN round(("insurance_tariff" ->> 'sum')::numeric * 100)::bigint
  END,
  "insurance_fee_cents" = CASE
    WHEN ("insurance_tariff" ->> 'fee') ~ '^[0-9]+(\.[0-9]{1,2})?$'
    THEN round(("insurance_tariff" ->> 'fee')::numeric * 100)::bigint
  END,
  "insurance_payout_cents" = CASE
    WHEN ("insurance_tariff" ->> 'payout') ~ '^[0-9]+(\.[0-9]{1,2})?$'
    THEN round(("insurance_tariff" ->> 'payout')::numeric * 100)::bigint
  END,
  "insurance_tariff" = "insurance_tariff" - ARRAY['existingSumCents', 'trustDepositCents', 'sumCents', 'sum', 'fee', 'payout']
WHERE "insurance_tariff" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "provisions" DROP COLUMN "funeral_site_estimated_price";--> statement-breakpoint
ALTER TABLE "provisions" ADD CONSTRAINT "provisions_finance_cents_chk" CHECK ("provisions"."existing_sum_cents" >= 0 and "provisions"."trust_deposit_cents" >= 0 and "provisions"."insurance_sum_cents" >= 0
        and "provisions"."insurance_fee_cents" >= 0 and "provisions"."insurance_payout_cents" >= 0);--> statement-breakpoint
ALTER TABLE "provisions" ADD CONSTRAINT "provisions_site_estimate_chk" CHECK ("provisions"."funeral_site_estimate_cents" >= 0);
