import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ConfigError } from "~/domain/errors";
import { describe, expect, it } from "vitest";
import { configWarnings, DEFAULT_HOTLINE, EXAMPLE_PARTNER_EMAIL, lines, loadConfig } from "./config";
import { EXAMPLE_OPERATOR } from "./operator";

const base = { SESSION_SECRET: "s".repeat(40) };
/** What `npm start` chooses on a machine without SMTP and insurer. */
const embedded = { MAIL_TRANSPORT: "outbox", INSURANCE: "embedded" };
const operator = {
  OPERATOR_NAME: "Ruhe & Frieden GmbH",
  OPERATOR_ADDRESS: "Hafenstraße 3 | 24103 Kiel",
  OPERATOR_REPRESENTATIVE: "Jana Muster (Geschäftsführerin)",
  OPERATOR_EMAIL: "kontakt@ruhe-frieden.de",
  OPERATOR_PHONE: "0431 123456",
  OPERATOR_DPO: "Dr. Paul Schutz\\ndatenschutz@ruhe-frieden.de",
};

describe("operator configuration", () => {
  it("runs with an example operator that names itself one while OPERATOR_NAME is unset", () => {
    const config = loadConfig(base);
    expect(config.operator).toBe(EXAMPLE_OPERATOR);
    expect(config.operator.name).toMatch(/Beispielbetreiber.*OPERATOR_/);
    expect(configWarnings(config)).toEqual([]);
  });

  it("reads a real operator, address and DPO lines split at | or \\n", () => {
    const config = loadConfig({ ...base, ...operator, OPERATOR_VAT_ID: "DE123456789" });
    expect(config.operator).toMatchObject({
      example: false,
      name: "Ruhe & Frieden GmbH",
      address: ["Hafenstraße 3", "24103 Kiel"],
      dpo: ["Dr. Paul Schutz", "datenschutz@ruhe-frieden.de"],
      vatId: "DE123456789",
      register: null,
      hosting: null,
    });
  });

  it("refuses a named operator without the imprint's required data, naming each variable", () => {
    const { OPERATOR_EMAIL: _email, OPERATOR_DPO: _dpo, ...partial } = operator;
    expect(() => loadConfig({ ...base, ...partial })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...partial })).toThrow(/OPERATOR_EMAIL[\s\S]*OPERATOR_DPO/);
  });

  it("refuses malformed e-mail, phone and VAT id values", () => {
    expect(() => loadConfig({ ...base, ...operator, OPERATOR_EMAIL: "kein-mail" })).toThrow(/OPERATOR_EMAIL/);
    expect(() => loadConfig({ ...base, HOTLINE_NUMBER: "<b>0800</b>" })).toThrow(/HOTLINE_NUMBER/);
    expect(() => loadConfig({ ...base, ...operator, OPERATOR_VAT_ID: "123" })).toThrow(/OPERATOR_VAT_ID/);
  });

  it("warns at a production start that still shows the example operator and hotline", () => {
    const warnings = configWarnings(loadConfig({ ...base, ...embedded, NODE_ENV: "production" }));
    expect(warnings.join("\n")).toMatch(/OPERATOR_NAME[\s\S]*HOTLINE_NUMBER/);
    const configured = loadConfig({
      ...base,
      ...operator,
      NODE_ENV: "production",
      HOTLINE_NUMBER: "0800 5 6 7",
      SEPA_CREDITOR_ID: "DE12ZZZ00000012345", // pricing
      SMTP_URL: "smtp://mail.ruhe-frieden.de:587",
      INSURANCE_URL: "https://api.versicherer.example/v1",
      FINANCE_PARTNER_EMAIL: "anfragen@versicherer.de",
      DATABASE_URL: "postgres://vp@db.ruhe-frieden.de:5432/vp", // no demo data by default
      KEY_ENCRYPTION_KEY: "k".repeat(40),
    });
    expect(configWarnings(configured)).toEqual([]);
  });

  it("warns when replicas on PostgreSQL would not share the session secret or the key-encryption key", () => {
    const { SESSION_SECRET: _secret, ...noSecret } = base;
    const warnings = configWarnings(
      loadConfig({
        ...noSecret,
        ...embedded,
        NODE_ENV: "production",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "vp-config-")),
        DATABASE_URL: "postgres://vp@db.ruhe-frieden.de:5432/vp",
      }),
    ).join("\n");
    expect(warnings).toMatch(/SESSION_SECRET is not set[^\n]*every replica/);
    expect(warnings).toMatch(/KEY_ENCRYPTION_KEY is not set[^\n]*every replica/);
  });
});

describe("embedded stand-ins in production", () => {
  const production = { ...base, NODE_ENV: "production" };

  it("refuses to start without SMTP, insurer and partner address unless the stand-ins are chosen", () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/SMTP_URL[\s\S]*INSURANCE_URL[\s\S]*FINANCE_PARTNER_EMAIL/);
    expect(() => loadConfig({ ...production, MAIL_TRANSPORT: "outbox" })).toThrow(/INSURANCE_URL/);
    expect(() => loadConfig({ ...production, INSURANCE: "embedded" })).toThrow(/SMTP_URL/);
    const insurer = { INSURANCE_URL: "https://api.versicherer.example/v1", MAIL_TRANSPORT: "outbox" };
    expect(() => loadConfig({ ...production, ...insurer })).toThrow(/FINANCE_PARTNER_EMAIL/);
    expect(
      loadConfig({ ...production, ...insurer, FINANCE_PARTNER_EMAIL: "a@versicherer.de" })
        .FINANCE_PARTNER_EMAIL,
    ).toBe("a@versicherer.de");
  });

  it("starts on the chosen stand-ins with one warning per choice", () => {
    const config = loadConfig({ ...production, ...embedded });
    expect(config.FINANCE_PARTNER_EMAIL).toBe(EXAMPLE_PARTNER_EMAIL);
    const warnings = configWarnings(config).join("\n");
    expect(warnings).toMatch(/MAIL_TRANSPORT=outbox: mails stay in the outbox/);
    expect(warnings).toMatch(/INSURANCE=embedded: customers get the example tariffs/);
    expect(warnings).toContain(`partner requests go to the example address ${EXAMPLE_PARTNER_EMAIL}`);
  });

  it("refuses a choice that contradicts the configured part", () => {
    expect(() => loadConfig({ ...base, MAIL_TRANSPORT: "smtp" })).toThrow(
      /MAIL_TRANSPORT: smtp needs SMTP_URL/,
    );
    expect(() => loadConfig({ ...base, MAIL_TRANSPORT: "outbox", SMTP_URL: "smtp://localhost:25" })).toThrow(
      /MAIL_TRANSPORT/,
    );
    expect(() => loadConfig({ ...base, INSURANCE: "api" })).toThrow(/INSURANCE: api needs INSURANCE_URL/);
    expect(() => loadConfig({ ...base, INSURANCE: "embedded", INSURANCE_URL: "https://x.example" })).toThrow(
      /INSURANCE/,
    );
    expect(() => loadConfig({ ...base, MAIL_TRANSPORT: "pigeon" })).toThrow(/MAIL_TRANSPORT/);
  });

  it("keeps the stand-ins outside production without a choice", () => {
    const config = loadConfig(base);
    expect(config.FINANCE_PARTNER_EMAIL).toBe(EXAMPLE_PARTNER_EMAIL);
    expect(configWarnings(config)).toEqual([]);
  });
});

describe("hotline configuration", () => {
  it("is one value for number and hours, with the spec's hours as default", () => {
    expect(loadConfig(base).hotline).toEqual(DEFAULT_HOTLINE);
    expect(DEFAULT_HOTLINE.hours).toBe("Mo–Fr 8:00–18:00 Uhr");
    expect(
      loadConfig({ ...base, HOTLINE_NUMBER: "0800 111 22 33", HOTLINE_HOURS: "Mo–Sa 7–20 Uhr" }).hotline,
    ).toEqual({
      number: "0800 111 22 33",
      hours: "Mo–Sa 7–20 Uhr",
    });
  });
});

describe("demo data (decision 0059)", () => {
  const pg = { DATABASE_URL: "postgres://vp@db.example:5432/vp" };

  it("is on for the embedded database and off with PostgreSQL unless DEMO_DATA says otherwise", () => {
    expect(loadConfig(base).demoData).toBe(true);
    expect(loadConfig({ ...base, ...pg }).demoData).toBe(false);
    expect(loadConfig({ ...base, ...pg, DEMO_DATA: "1" }).demoData).toBe(true);
    expect(loadConfig({ ...base, DEMO_DATA: "0" }).demoData).toBe(false);
    expect(loadConfig({ ...base, DEMO_DATA: "" }).demoData).toBe(true);
  });

  it("refuses any other value, naming the variable", () => {
    expect(() => loadConfig({ ...base, DEMO_DATA: "yes" })).toThrow(/DEMO_DATA/);
  });

  it("warns at a production start that writes demo data", () => {
    const production = { ...base, ...embedded, NODE_ENV: "production" };
    expect(configWarnings(loadConfig(production)).some((w) => w.startsWith("DEMO_DATA"))).toBe(true);
    expect(configWarnings(loadConfig({ ...production, ...pg })).some((w) => w.startsWith("DEMO_DATA"))).toBe(
      false,
    );
  });
});

describe("lines", () => {
  it("splits at |, newlines and a written \\n, dropping empty lines", () => {
    expect(lines("a | b\nc\\nd||")).toEqual(["a", "b", "c", "d"]);
  });
});

// Pricing.
describe("pricing configuration", () => {
  const base = { SESSION_SECRET: "s".repeat(40), DATA_DIR: "/tmp/config-test-pricing" };
  it("has the example creditor id by default and refuses a malformed one", () => {
    expect(loadConfig(base).SEPA_CREDITOR_ID).toBe("DE98ZZZ09999999999");
    expect(() => loadConfig({ ...base, SEPA_CREDITOR_ID: "12345" })).toThrow(/SEPA_CREDITOR_ID/);
    expect(configWarnings(loadConfig({ ...base, ...embedded, NODE_ENV: "production" })).join("\n")).toMatch(
      /SEPA_CREDITOR_ID/,
    );
  });
  it("takes PayPal whole or not at all", () => {
    expect(() => loadConfig({ ...base, PAYPAL_CLIENT_ID: "id" })).toThrow(/PAYPAL_CLIENT_SECRET/);
    const config = loadConfig({
      ...base,
      PAYPAL_CLIENT_ID: "id",
      PAYPAL_CLIENT_SECRET: "s",
      PAYPAL_PLAN_IDS: "3600:P-1AB2C3, 1800:P-4DE5F6",
    });
    expect(config.PAYPAL_API_BASE).toBe("https://api-m.paypal.com");
    expect([...config.PAYPAL_PLAN_IDS!]).toEqual([
      [3600, "P-1AB2C3"],
      [1800, "P-4DE5F6"],
    ]);
  });
  it("refuses a malformed plan-id mapping and webhook id", () => {
    const paypal = { ...base, PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "s" };
    for (const ids of ["P-1AB2C3", "36,00:P-1AB2C3", "3600:p-lower", "3600:P-1AB2C3;DROP"]) {
      expect(() => loadConfig({ ...paypal, PAYPAL_PLAN_IDS: ids }), ids).toThrow(/PAYPAL_PLAN_IDS/);
    }
    expect(() =>
      loadConfig({ ...paypal, PAYPAL_PLAN_IDS: "3600:P-1AB2C3", PAYPAL_WEBHOOK_ID: "x y" }),
    ).toThrow(/PAYPAL_WEBHOOK_ID/);
  });
});

describe("OIDC_REQUIRE_MFA (decision 0093)", () => {
  const oidc = {
    OIDC_ISSUER: "https://id.example",
    OIDC_CLIENT_ID: "portal",
    OIDC_CLIENT_SECRET: "secret-of-the-client",
  };

  it("is read with the company sign-in", () => {
    expect(loadConfig({ ...base, ...oidc, OIDC_REQUIRE_MFA: "1" }).OIDC_REQUIRE_MFA).toBe("1");
    expect(loadConfig({ ...base, ...oidc }).OIDC_REQUIRE_MFA).toBeUndefined();
  });

  it("refuses a value other than 0 or 1, and 1 without the company sign-in, naming the variable", () => {
    expect(() => loadConfig({ ...base, ...oidc, OIDC_REQUIRE_MFA: "yes" })).toThrow(/OIDC_REQUIRE_MFA/);
    expect(() => loadConfig({ ...base, OIDC_REQUIRE_MFA: "1" })).toThrow(/OIDC_REQUIRE_MFA: needs/);
    expect(loadConfig({ ...base, OIDC_REQUIRE_MFA: "0" }).OIDC_REQUIRE_MFA).toBe("0");
  });
});
