/**
 * For the database tests that book a plan with PayPal against the loopback stand-in
 * (tests/e2e/support/paypal-standin.ts): the configuration pointing at it, and a booking of plan 2 with the
 * price guarantee (36 € a year) paid by a new stand-in subscription.
 */
import {
  STANDIN_CLIENT,
  STANDIN_SECRET,
  STANDIN_WEBHOOK_ID,
  type PaypalStandin,
} from "../../../tests/e2e/support/paypal-standin";
import { EXAMPLE_CREDITOR_ID } from "../config";
import type { Db } from "../db/client";
import { EXAMPLE_OPERATOR } from "../operator";
import type { ProvisionActor } from "../services/provisions";
import { activatePlan } from "../services/pricing";
import type { PaypalSyncConfig } from "../services/pricing/paypal-sync";

export type PaypalTestConfig = PaypalSyncConfig & Parameters<typeof activatePlan>[3]["config"];

export function paypalTestConfig(standin: PaypalStandin, dataDir: string): PaypalTestConfig {
  return {
    KEY_ENCRYPTION_KEY: "a-key-encryption-key-of-enough-length-for-tests",
    DATA_DIR: dataDir,
    BASE_URL: "https://vorsorge.example.de",
    hotline: { number: "0800 123456", hours: "Mo–Fr 8–18 Uhr" },
    SEPA_CREDITOR_ID: EXAMPLE_CREDITOR_ID,
    operator: EXAMPLE_OPERATOR,
    PAYPAL_CLIENT_ID: STANDIN_CLIENT,
    PAYPAL_CLIENT_SECRET: STANDIN_SECRET,
    PAYPAL_PLAN_IDS: new Map([[3600, "P-E2E-3600"]]),
    PAYPAL_WEBHOOK_ID: STANDIN_WEBHOOK_ID,
    PAYPAL_API_BASE: standin.origin,
    PAYPAL_SDK_BASE: `${standin.origin}/sdk/js`,
  };
}

/** Books plan 2 with the price guarantee for the actor's provision at `now`, paid by a new subscription; its id. */
export async function bookWithPaypal(
  db: Db,
  standin: PaypalStandin,
  config: PaypalTestConfig,
  { actor, provision, now }: { actor: ProvisionActor; provision: { id: string; version: number }; now: Date },
): Promise<string> {
  const subscription = standin.createSubscription({ planId: "P-E2E-3600", customId: provision.id });
  await activatePlan(
    db,
    actor,
    {
      plan: { plan: "2", priceGuarantee: true },
      address: {
        firstname: "Erika",
        lastname: "Muster",
        street: "Weg 1",
        postalCode: "24103",
        city: "Kiel",
      },
      payment: { paymentType: "paypal", paypalSubscriptionID: subscription },
    },
    { config, expectedVersion: provision.version, now },
  );
  return subscription;
}
