import { z } from "zod";
import { API_TIMEOUT_MS } from "~/domain/constants";
import type { CrmPort, SalesforceAccount } from "./port";

const text = z
  .string()
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);

const opportunitySchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String).catch(""),
  provisionId: text,
  status: z.string().catch(""),
  emailStatus: z.enum(["CONFIRMED", "NOT_CONFIRMED"]).catch("NOT_CONFIRMED"),
});

const accountSchema = z.object({
  name: z.string().catch(""),
  contact: z.object({ email: text, phone: text }).catch({ email: null, phone: null }),
  address: z.object({ street: text, code: text, city: text }).catch({ street: null, code: null, city: null }),
  opportunities: z.array(opportunitySchema).catch([]),
});

/** The CRM answers with one account or a list of them; we show the first. */
const answerSchema = z.union([accountSchema, z.array(accountSchema)]);

export interface HttpCrmOptions {
  /** Base URL of the CRM API (`CRM_URL`). */
  url: string;
  /** Optional bearer token (`CRM_TOKEN`). */
  token?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The production CRM: `POST {CRM_URL}/salesforce/user-accounts` with `{ email }`; 404 means no account. */
export function httpCrm(options: HttpCrmOptions): CrmPort {
  const endpoint = `${options.url.replace(/\/$/, "")}/salesforce/user-accounts`;
  const fetchImpl = options.fetch ?? fetch;
  return {
    async findAccountByEmail(email): Promise<SalesforceAccount | null> {
      const headers: Record<string, string> = {
        Accept: "application/json",
        "Accept-Language": "de",
        "Content-Type": "application/json",
      };
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      const response = await fetchImpl(endpoint, {
        method: "POST",
        headers,
        body: JSON.stringify({ email }),
        signal: AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`CRM answered ${response.status}`);
      const parsed = answerSchema.safeParse(await response.json());
      if (!parsed.success) throw new Error("CRM answer has an unexpected shape");
      const account = Array.isArray(parsed.data) ? parsed.data[0] : parsed.data;
      return account ?? null;
    },
  };
}
