import type { BrowserContext } from "@playwright/test";

/**
 * Accounts created directly on the e2e server through its test-only fixture endpoints
 * (app/.server/testing/e2e-fixtures.ts, docs/decisions/0011-e2e-fixtures.md): the real registration service and
 * identity module run, no browser walks the sign-up wizard.
 */

export interface CustomerOptions {
  /** E-mail confirmed (provision CONFIRMED) as after the link in the sign-up mail. Default false. */
  confirmed?: boolean;
  /** Show the intro screens on the first private page, as after a real sign-in. Default false. */
  intro?: boolean;
  salutation?: "sir" | "madame";
  /** Default "Anna". */
  firstname?: string;
  /** Default "Müller". */
  lastname?: string;
  /** Default "cremation". */
  funeralType?: "burial" | "cremation" | "sea" | "tree";
  /** Default "high". */
  funeralPlan?: "basic" | "high" | "premium";
  /** Default a new unique address. */
  email?: string;
  /** Default "geheim123". */
  password?: string;
  /** Plan paid (paymentAcceptedAt set), as after a plan activation. Default false. (profile) */
  paid?: boolean;
  /** Paid through a stored payment of this type, ordered now (implies `paid`). */
  paidBy?: "sepa" | "paypal";
  /** Agreed to pass their details to the partner insurer just now (the list "Offene Partner-Anfragen"). */
  partnerRequested?: boolean;
  /** The trial ended yesterday: without `paid`, the free plan (decision 0032). Default false. */
  trialOver?: boolean;
  /** Paid with the price guarantee booked (the price-guarantee tile done). Default false. */
  priceGuarantee?: boolean;
  /** Offer area: the offer is older than 6 months and one product's price drifted (refresh offered). */
  offerOutdated?: boolean;
  /** After death (decision 0063): the provision frozen; the account's sessions ended, sign in again. */
  frozen?: boolean;
  // --- finance area ---
  /** Birth date "YYYY-MM-DD" of the provision. Default "1950-12-24". */
  birthDate?: string;
  /** "Ich sorge selbst vor" and the burial-fund application made (single payment, Holstenstraße 12a, 24103 Kiel). Default false. */
  application?: boolean;
  /** After death (decisions 0062 and 0063): a trusted person with this e-mail; readAccess: the customer granted it. */
  trustedPerson?: { email?: string; readAccess?: boolean };
  /** Complete farewell letters; EXACT_DATE takes "TT.MM" and optionally a year. */
  letters?: {
    text: string;
    recipient: { firstname: string; lastname: string; email?: string };
    generic: "EXACT_DATE" | "AFTER_FUNERAL" | "YEAR_AFTER_FUNERAL";
    day?: string;
    year?: number;
  }[];
}

export interface StaffOptions {
  /** Default "customercare". */
  role?: "admin" | "customercare";
  email?: string;
  password?: string;
}

interface SessionCookie {
  name: string;
  value: string;
}

export interface Account {
  userId: string;
  email: string;
  password: string;
  /** The signed session cookie of a fresh sign-in; `accounts.signIn` puts it into a browser context. */
  cookie: SessionCookie;
}

export interface CustomerAccount extends Account {
  provisionId: string;
  /** The contract number (provisions.number); the overview shows it once a plan is booked. */
  number: number;
  /** "Vorname Nachname" as entered. */
  name: string;
}

export interface StaffAccount extends Account {
  role: "admin" | "customercare";
}

export interface Accounts {
  /** A new customer with a provision (not signed in anywhere yet). */
  customer(options?: CustomerOptions): Promise<CustomerAccount>;
  /** A new confirmed staff account (not signed in anywhere yet). */
  staff(options?: StaffOptions): Promise<StaffAccount>;
  /** Signs `account` in in `context` (replaces whoever was signed in there). */
  signIn(context: BrowserContext, account: Account): Promise<void>;
}

export function fixtureSecret(): string {
  const secret = process.env.E2E_FIXTURES_SECRET;
  if (!secret)
    throw new Error("E2E_FIXTURES_SECRET is not set (playwright.config.ts sets it for the server)");
  return secret;
}

async function post<T>(baseURL: string, path: string, body: object): Promise<T> {
  const response = await fetch(new URL(`/__e2e/${path}`, baseURL), {
    method: "POST",
    headers: { "content-type": "application/json", "x-e2e-fixtures-secret": fixtureSecret() },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`e2e fixture ${path}: HTTP ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

export function accountsOn(baseURL: string): Accounts {
  return {
    customer: (options = {}) => post<CustomerAccount>(baseURL, "customer", options),
    staff: (options = {}) => post<StaffAccount>(baseURL, "staff", options),
    async signIn(context, account) {
      await context.clearCookies({ name: account.cookie.name });
      await context.addCookies([
        { ...account.cookie, url: baseURL, httpOnly: true, sameSite: "Lax", secure: false },
      ]);
    },
  };
}
