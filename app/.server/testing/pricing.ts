/** What the pricing database tests share: the activation's configuration and a SEPA activation's answers. */
import os from "node:os";
import path from "node:path";
import { DEFAULT_HOTLINE, EXAMPLE_CREDITOR_ID } from "../config";
import { EXAMPLE_OPERATOR } from "../operator";
import { encryptIban, ibanKey } from "../services/pricing/iban-crypto";
import type { ActivationInput } from "../services/pricing";

/** The activation's configuration without PayPal (a test that needs PayPal adds its stand-in's settings). */
export function pricingTestConfig(dataDir: string) {
  return {
    KEY_ENCRYPTION_KEY: "a-key-encryption-key-of-enough-length-for-tests",
    DATA_DIR: path.join(os.tmpdir(), dataDir),
    PAYPAL_CLIENT_ID: undefined as string | undefined,
    PAYPAL_CLIENT_SECRET: undefined as string | undefined,
    PAYPAL_PLAN_IDS: undefined as ReadonlyMap<number, string> | undefined,
    PAYPAL_WEBHOOK_ID: undefined as string | undefined,
    PAYPAL_API_BASE: "http://127.0.0.1:9",
    PAYPAL_SDK_BASE: "http://127.0.0.1:9/sdk/js",
    SEPA_CREDITOR_ID: EXAMPLE_CREDITOR_ID,
    operator: EXAMPLE_OPERATOR,
    hotline: DEFAULT_HOTLINE,
  };
}

export const TEST_IBAN = "DE89370400440532013000";

/** Plan 2 paid by SEPA (IBAN encrypted with the configuration's key), with or without the price guarantee. */
export const sepaActivation = (
  config: ReturnType<typeof pricingTestConfig>,
  priceGuarantee = true,
): ActivationInput => ({
  plan: { plan: "2", priceGuarantee },
  address: {
    firstname: "Erika",
    lastname: "Muster",
    street: "Holstenstraße 1",
    postalCode: "24103",
    city: "Kiel",
  },
  payment: {
    paymentType: "sepa",
    ibanEncrypted: encryptIban(ibanKey(config), TEST_IBAN),
    ibanLast4: "3000",
    bank: "Commerzbank",
    bic: "COBADEFFXXX",
  },
});
