import { describe, expect, it } from "vitest";
import { DEFAULT_HOTLINE, loadConfig } from "../../config";
import { cancellationMail, prenotificationMail } from "../../mail/billing-templates";
import { billingJobInterval, DEFAULT_BILLING_JOB_INTERVAL_MS } from "./job";

const base = { SESSION_SECRET: "x".repeat(40), DATA_DIR: "/tmp/billing-unit" };

describe("billing job interval", () => {
  it("is off in tests unless set, hourly otherwise, 0 turns it off", () => {
    expect(billingJobInterval(loadConfig({ ...base, NODE_ENV: "test" }))).toBe(0);
    expect(
      billingJobInterval(loadConfig({ ...base, NODE_ENV: "test", BILLING_JOB_INTERVAL_MS: "5000" })),
    ).toBe(5000);
    expect(
      billingJobInterval(
        loadConfig({ ...base, NODE_ENV: "production", MAIL_TRANSPORT: "outbox", INSURANCE: "embedded" }),
      ),
    ).toBe(DEFAULT_BILLING_JOB_INTERVAL_MS);
    expect(billingJobInterval(loadConfig({ ...base, BILLING_JOB_INTERVAL_MS: "0" }))).toBe(0);
  });

  it("refuses a malformed creditor id and a lead time under 14 days", () => {
    expect(() => loadConfig({ ...base, SEPA_CREDITOR_ID: "123" })).toThrow(/SEPA_CREDITOR_ID/);
    expect(() => loadConfig({ ...base, SEPA_PRENOTIFICATION_LEAD_DAYS: "7" })).toThrow(
      /SEPA_PRENOTIFICATION_LEAD_DAYS/,
    );
  });
});

describe("billing mails", () => {
  it("escapes what a stranger typed into the cancellation form", () => {
    const mail = cancellationMail({
      to: "a@example.de",
      name: '<img src=x onerror="alert(1)">',
      contractNumber: "100123",
      kind: "extraordinary",
      reason: "<b>fristlos</b>",
      requestedEnd: null,
      receivedDate: "01.06.2030",
      receivedTime: "14:34",
      matched: null,
      hotline: DEFAULT_HOTLINE,
      cancellationId: "c1",
    });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x");
    expect(mail.html).not.toContain("<b>fristlos");
    expect(mail.text).toContain("Art der Kündigung: Außerordentliche Kündigung");
    expect(mail.text).toContain("Gewünschtes Vertragsende: keine Angabe (sofort)");
    expect(mail.dedupeKey).toBe("cancellation:c1");
  });

  it("names the desired day and the earliest possible end when the desired day is too early", () => {
    const base = {
      to: "a@example.de",
      name: "Erika Muster",
      contractNumber: "100123",
      kind: "ordinary" as const,
      reason: null,
      requestedEnd: "31.12.2030",
      receivedDate: "01.06.2030",
      receivedTime: "14:34",
      hotline: DEFAULT_HOTLINE,
      cancellationId: "c2",
    };
    const early = cancellationMail({
      ...base,
      matched: { number: 100123, endsOn: "14.03.2031", earliestEndsOn: "14.03.2031" },
    });
    expect(early.text).toContain("Gewünschtes Vertragsende: 31.12.2030");
    expect(early.text).toContain(
      "Sie haben sich den 31.12.2030 als letzten Vertragstag gewünscht. Zu diesem Tag ist eine Kündigung nicht möglich: Frühestmöglich endet Ihr Vertrag mit Ablauf des 14.03.2031.",
    );
    expect(early.text).toContain("Ihr Vertrag Nr. 100123 endet mit Ablauf des 14.03.2031.");
    const later = cancellationMail({
      ...base,
      matched: { number: 100123, endsOn: "31.12.2030", earliestEndsOn: null },
    });
    expect(later.text).toContain("Ihr Vertrag Nr. 100123 endet mit Ablauf des 31.12.2030.");
    expect(later.text).not.toContain("Frühestmöglich");
    const stranger = cancellationMail({ ...base, matched: null });
    expect(stranger.text).toContain("Gewünschtes Vertragsende: 31.12.2030");
    expect(stranger.text).not.toMatch(/Frühestmöglich|Vertrag Nr\./);
  });

  it("names amount, what for, due date, mandate reference and creditor id in the pre-notification", () => {
    const mail = prenotificationMail({
      to: "a@example.de",
      salutation: "sir",
      lastname: "Muster",
      amount: "18,00 €",
      withGuarantee: false,
      debitDate: "15.03.2031",
      mandateReference: "VP-ABCDEF12",
      creditorId: "DE98ZZZ09999999999",
      ibanLast4: null,
      hotline: DEFAULT_HOTLINE,
    });
    for (const part of [
      "Sehr geehrter Herr Muster",
      "18,00 €",
      "Wofür: Vorsorgeplan ohne Preisgarantie für ein Jahr im Voraus",
      "15.03.2031",
      "VP-ABCDEF12",
      "DE98ZZZ09999999999",
    ])
      expect(mail.text).toContain(part);
    expect(mail.text).not.toContain("IBAN endet");
    expect(mail.text).toContain("8 Wochen");
  });
});
