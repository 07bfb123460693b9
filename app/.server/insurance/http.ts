/**
 * The production insurance adapter: the insurer's API at INSURANCE_URL.
 * Amounts travel as euro strings ("23.45"); an age refusal comes back as a 4xx with messageCode
 * customerTooYoung / customerTooOld.
 */
import { z } from "zod";
import { API_TIMEOUT_MS } from "~/domain/constants";
import { fitInsuranceSum, insuranceAges } from "~/domain/finance";
import { fromDecimalEuros, wholeEuros, ZERO_CENTS } from "~/domain/money";
import type { InsurancePort } from "./port";

const euros = z
  .union([z.string(), z.number()])
  .default("0")
  .transform((value, ctx) => {
    const amount = fromDecimalEuros(value);
    if (amount === null) {
      ctx.addIssue({ code: "custom", message: "not an amount" });
      return z.NEVER;
    }
    return amount;
  });

const hdhAnswer = z.object({ fee: euros, sum: euros, payout: euros, name: z.string().default("0") });
const documentAnswer = z.object({ url: z.url({ protocol: /^https?$/ }) });
const tariffAnswer = z.object({
  oneTime: euros,
  tariff: z.object({ monthly: euros, sum: euros }).partial().default({}),
});
const refusal = z.object({ messageCode: z.enum(["customerTooYoung", "customerTooOld"]) });

export interface HttpInsuranceOptions {
  url: string;
  token?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export function httpInsurance(options: HttpInsuranceOptions): InsurancePort {
  const base = options.url.replace(/\/$/, "");
  const fetchImpl = options.fetch ?? fetch;
  async function call(path: string, init: RequestInit = {}) {
    const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": "de" };
    if (init.body) headers["Content-Type"] = "application/json";
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const response = await fetchImpl(`${base}${path}`, {
      ...init,
      headers,
      signal: AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => null);
    return { response, body };
  }
  const parse = <T>(schema: z.ZodType<T>, body: unknown, what: string): T => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new Error(`insurer ${what}: unexpected answer`);
    return parsed.data;
  };

  return {
    example: false,
    largePrint: false,
    async hdhTariff(query) {
      const params = new URLSearchParams({
        paymentType: query.paymentType,
        provisionBirth: query.provisionBirth,
        costsRounded: String(wholeEuros(query.costsRoundedCents)),
      });
      const { response, body } = await call(`/provisions/insurances/hdh/tariff?${params}`);
      const refused = refusal.safeParse(body);
      if (!response.ok && refused.success) return { ok: false, reason: refused.data.messageCode };
      if (!response.ok) throw new Error(`insurer tariff: HTTP ${response.status}`);
      const answer = parse(hdhAnswer, body, "tariff");
      const ages = insuranceAges(query.provisionBirth, query.today);
      const sum = fitInsuranceSum(answer.sum, { minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
      return {
        ok: true,
        tariff: {
          ...sum,
          paymentType: query.paymentType,
          feeCents: answer.fee,
          payoutCents: answer.payout,
          payments: answer.fee > 0 ? Math.round(answer.payout / answer.fee) : 0,
          name: answer.name,
          age: ages.atStart,
          startDate: ages.startDate,
        },
      };
    },
    async hdhDocument(input) {
      const { response, body } = await call("/provisions/insurances/hdh/document", {
        method: "POST",
        body: JSON.stringify({
          paymentType: input.paymentType,
          provisionBirth: input.provisionBirth,
          provisionId: input.provisionId,
          costsRounded: wholeEuros(input.costsRoundedCents),
          ...input.contact,
        }),
      });
      if (!response.ok) throw new Error(`insurer document: HTTP ${response.status}`);
      return { kind: "url", url: parse(documentAnswer, body, "document").url };
    },
    async tariff({ birthdate, insuranceSumCents, startDate }) {
      const params = new URLSearchParams({
        birthdate,
        insuranceSum: String(wholeEuros(insuranceSumCents)),
        startDate,
      });
      const { response, body } = await call(`/provisions/tariff?${params}`);
      if (!response.ok) throw new Error(`insurer partner tariff: HTTP ${response.status}`);
      const answer = parse(tariffAnswer, body, "partner tariff");
      const ages = insuranceAges(birthdate, startDate);
      const sumCents = answer.tariff.sum ?? insuranceSumCents;
      return {
        sumCents,
        sumStatus:
          sumCents === insuranceSumCents
            ? "normal"
            : sumCents > insuranceSumCents
              ? "increased"
              : "decreased",
        limitCents: sumCents === insuranceSumCents ? null : sumCents,
        oneTimeCents: answer.oneTime,
        monthlyCents: answer.tariff.monthly ?? ZERO_CENTS,
        oneTimeRefusal: answer.oneTime > 0 ? null : "customerTooOld",
        monthlyRefusal: (answer.tariff.monthly ?? 0) > 0 ? null : "customerTooOld",
        age: ages.atStart,
        startDate,
      };
    },
  };
}
