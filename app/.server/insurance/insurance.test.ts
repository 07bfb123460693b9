import { describe, expect, it } from "vitest";
import { embeddedInsurance } from "./embedded";
import { httpInsurance } from "./http";
import type { BurialFundTariff } from "~/domain/finance";
import { cents } from "~/domain/money";

const contact = {
  salutation: "madame" as const,
  firstname: "Anna",
  lastname: "Müller",
  email: "anna@example.de",
  phone: "+494311234567",
  street: "Holstenstraße",
  houseNumber: "12a",
  postalCode: "24103",
  city: "Kiel",
};

/** The German date every age here is counted on. */
const today = "2026-11-22";

/** A one-time contribution for a customer born in 1966: a tariff every adapter offers. */
const ONETIME = {
  paymentType: "onetime" as const,
  provisionBirth: "1966-05-10",
  costsRoundedCents: cents(800_000),
  today,
};

/** The application for that tariff. */
const application = (tariff: BurialFundTariff) => ({ ...ONETIME, provisionId: "12345678", tariff, contact });

describe("embedded insurance adapter", () => {
  const port = embeddedInsurance();

  it("is labelled an example calculation and answers the tariff and the age refusal", async () => {
    expect(port.example).toBe(true);
    const ok = await port.hdhTariff({
      paymentType: "monthly",
      provisionBirth: "1966-05-10",
      costsRoundedCents: cents(800_000),
      today,
    });
    expect(ok.ok && ok.tariff.feeCents > 0).toBe(true);
    expect(
      await port.hdhTariff({
        paymentType: "monthly",
        provisionBirth: "1956-05-10",
        costsRoundedCents: cents(800_000),
        today,
      }),
    ).toEqual({ ok: false, reason: "customerTooOld" });
  });

  it("builds the application as a PDF", async () => {
    const quote = await port.hdhTariff(ONETIME);
    if (!quote.ok) throw new Error("refused");
    const document = await port.hdhDocument(application(quote.tariff));
    expect(document.kind).toBe("pdf");
    if (document.kind === "pdf") expect(document.pdf.subarray(0, 5).toString()).toBe("%PDF-");
  });
});

describe("production insurance adapter", () => {
  function fakeFetch(answers: Record<string, { status: number; body: unknown }>, calls: string[]) {
    return (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      calls.push(`${init?.method ?? "GET"} ${url}`);
      const path = new URL(url).pathname;
      const answer = answers[path] ?? { status: 404, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }) as typeof fetch;
  }

  it("calls the spec's tariff endpoint with whole euros and reads euro strings", async () => {
    const calls: string[] = [];
    const port = httpInsurance({
      url: "https://insurer.example/api/",
      fetch: fakeFetch(
        {
          "/api/provisions/insurances/hdh/tariff": {
            status: 200,
            body: { fee: "42.50", sum: "8000", payout: "5100", name: "HDH 10" },
          },
        },
        calls,
      ),
    });
    const result = await port.hdhTariff({
      paymentType: "monthly",
      provisionBirth: "1966-05-10",
      costsRoundedCents: cents(800_000),
      today,
    });
    expect(calls[0]).toBe(
      "GET https://insurer.example/api/provisions/insurances/hdh/tariff?paymentType=monthly&provisionBirth=1966-05-10&costsRounded=8000",
    );
    expect(result).toMatchObject({
      ok: true,
      tariff: { feeCents: 4250, sumCents: 800_000, payoutCents: 510_000, name: "HDH 10" },
    });
    expect(port.example).toBe(false);
  });

  it("maps the insurer's age refusal and returns the document URL", async () => {
    const calls: string[] = [];
    const port = httpInsurance({
      url: "https://insurer.example",
      fetch: fakeFetch(
        {
          "/provisions/insurances/hdh/tariff": { status: 422, body: { messageCode: "customerTooOld" } },
          "/provisions/insurances/hdh/document": {
            status: 200,
            body: { url: "https://insurer.example/antrag.pdf" },
          },
        },
        calls,
      ),
    });
    expect(
      await port.hdhTariff({
        paymentType: "monthly",
        provisionBirth: "1950-01-01",
        costsRoundedCents: cents(1),
        today,
      }),
    ).toEqual({
      ok: false,
      reason: "customerTooOld",
    });
    const quote = await embeddedInsurance().hdhTariff(ONETIME);
    if (!quote.ok) throw new Error("refused");
    const document = await port.hdhDocument(application(quote.tariff));
    expect(document).toEqual({ kind: "url", url: "https://insurer.example/antrag.pdf" });
    expect(calls[1]).toBe("POST https://insurer.example/provisions/insurances/hdh/document");
  });

  it("fails loudly on an unexpected answer", async () => {
    const port = httpInsurance({
      url: "https://insurer.example",
      fetch: fakeFetch({ "/provisions/insurances/hdh/tariff": { status: 200, body: { fee: "abc" } } }, []),
    });
    await expect(
      port.hdhTariff({
        paymentType: "onetime",
        provisionBirth: "1966-05-10",
        costsRoundedCents: cents(1),
        today,
      }),
    ).rejects.toThrow(/unexpected answer/);
  });
});
