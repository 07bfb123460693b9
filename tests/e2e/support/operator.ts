/**
 * The operator and hotline the e2e server runs with (tests/e2e/support/server.ts passes them as OPERATOR_* and
 * HOTLINE_* variables); the name carries markup characters to prove they are shown as text.
 */
export const E2E_OPERATOR = {
  OPERATOR_NAME: "Ruhe <&> Frieden Vorsorge GmbH",
  OPERATOR_ADDRESS: "Hafenstraße 3 | 24103 Kiel",
  OPERATOR_REPRESENTATIVE: "Jana Muster (Geschäftsführerin)",
  OPERATOR_REGISTER: "Amtsgericht Kiel, HRB 4711",
  OPERATOR_VAT_ID: "DE123456789",
  OPERATOR_EMAIL: "kontakt@ruhe-frieden.example",
  OPERATOR_PHONE: "0431 123456",
  OPERATOR_DPO: "Dr. Paul Schutz | datenschutz@ruhe-frieden.example",
  HOTLINE_NUMBER: "0800 330 44 55",
  HOTLINE_HOURS: "Mo–Fr 8:00–20:00 Uhr",
} as const;
