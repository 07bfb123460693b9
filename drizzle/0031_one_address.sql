-- Written by hand (decision 0108): one postal address per customer, the provision's street, postal_code and city.
-- Before, the tariff application and the billing address kept what the customer typed for themselves only, and the
-- profile stayed empty. A provision without any address part gets the address the customer typed last: the billing
-- address of a payment or the contact of a burial-fund application (street and house number joined into one line),
-- whichever is newer, when it is whole (a street with a house number, a five-digit postal code, a place) and, for a
-- billing address, typed under the customer's own name. The payments and the
-- application keep their own copies unchanged (snapshots). A profile with any part of an address keeps what it has;
-- a frozen provision (a confirmed death) is history and stays as it is. The version moves on, so a form opened before
-- cannot overwrite the address with the empty one it showed. Only adds data: no column or row is removed.
UPDATE "provisions" pv
  SET "street" = c."street", "postal_code" = c."postal_code", "city" = c."city",
    "version" = pv."version" + 1, "updated_at" = now()
  FROM (
    SELECT DISTINCT ON (a."provision_id") a."provision_id", a."street", a."postal_code", a."city"
    FROM (
      SELECT p."provision_id",
        trim(p."billing_address"->>'address') AS "street",
        trim(p."billing_address"->>'postalCode') AS "postal_code",
        trim(p."billing_address"->>'city') AS "city",
        p."created_at" AS "typed_at"
      FROM "payments" p
      JOIN "provisions" o ON o."id" = p."provision_id"
      -- Only a billing address under the customer's own name (or when none is stored): a daughter who pays keeps
      -- hers (isCustomersName, app/domain/address.ts).
      WHERE (coalesce(trim(o."firstname"), '') = '' AND coalesce(trim(o."lastname"), '') = '')
        OR (lower(trim(p."billing_address"->>'firstname')) = lower(trim(o."firstname"))
          AND lower(trim(p."billing_address"->>'lastname')) = lower(trim(o."lastname")))
      UNION ALL
      SELECT v."id",
        concat_ws(' ', nullif(trim(v."insurance_tariff"->'applicationContact'->>'street'), ''),
          nullif(trim(v."insurance_tariff"->'applicationContact'->>'houseNumber'), '')),
        trim(v."insurance_tariff"->'applicationContact'->>'postalCode'),
        trim(v."insurance_tariff"->'applicationContact'->>'city'),
        CASE WHEN v."insurance_tariff"->>'applicationAt' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T'
          THEN (v."insurance_tariff"->>'applicationAt')::timestamptz END
      FROM "provisions" v
      WHERE jsonb_typeof(v."insurance_tariff"->'applicationContact') = 'object'
    ) a
    -- Whole by today's rule: a street with a letter and a house number, five digits, a place.
    WHERE a."street" ~ '[[:alpha:]]' AND a."street" ~ '[0-9]' AND a."postal_code" ~ '^[0-9]{5}$'
      AND coalesce(a."city", '') <> ''
    ORDER BY a."provision_id", a."typed_at" DESC NULLS LAST
  ) c
  WHERE pv."id" = c."provision_id" AND pv."frozen_at" IS NULL
    AND coalesce(trim(pv."street"), '') = '' AND coalesce(trim(pv."postal_code"), '') = ''
    AND coalesce(trim(pv."city"), '') = '';
