import { IntlMessageFormat } from "intl-messageformat";
import { formatOnce } from "./server-formats";
import { afterDeath } from "./catalog/after-death";
import { auth } from "./catalog/auth";
import { components } from "./catalog/components";
import { errors } from "./catalog/errors";
import { legal } from "./catalog/legal";
import { overview } from "./catalog/overview";
import { pdf } from "./catalog/pdf";
import { mail } from "./catalog/mail";
import { register } from "./catalog/register";
import { shell } from "./catalog/shell";
import { staff } from "./catalog/staff";
import { validation } from "./catalog/validation";
import { offer } from "./catalog/offer";
import { sites } from "./catalog/sites";
import { wishes } from "./catalog/wishes";
import { profile } from "./catalog/profile";
import { finance } from "./catalog/finance";
import { figures } from "./catalog/figures";
import { pricing } from "./catalog/pricing";
import { billing } from "./catalog/billing";
import { letters } from "./catalog/letters";
import { backoffice } from "./catalog/backoffice";
import { backofficeCatalogue } from "./catalog/backoffice-catalogue";
import { backofficeSites } from "./catalog/backoffice-sites";
import { backofficeCoupons } from "./catalog/backoffice-coupons";
import { backofficeStaff } from "./catalog/backoffice-staff";
import { backofficeCustomers } from "./catalog/backoffice-customers";
import { backofficePartners } from "./catalog/backoffice-partners";
import { backofficeDeaths } from "./catalog/backoffice-deaths";
import { backofficeLetters } from "./catalog/backoffice-letters";
import { audit } from "./catalog/audit";
import { secondFactor } from "./catalog/second-factor";
import { easy } from "./catalog/easy";
import { messages } from "./registry";

/**
 * The one German message catalogue. Each area keeps its texts in its own module
 * under ./catalog and is merged here; keys are unique across all modules.
 * (In the browser these imports are empty: a page loads only the areas its code uses.)
 */
export const catalog = {
  ...shell,
  ...auth,
  ...components,
  ...errors,
  ...overview,
  ...validation,
  ...staff,
  ...mail,
  ...register,
  ...legal,
  ...pdf,
  ...offer,
  ...sites,
  ...wishes,
  ...profile,
  ...finance,
  ...figures,
  ...pricing,
  ...billing,
  ...letters,
  ...backoffice,
  ...backofficeCatalogue,
  ...backofficeSites,
  ...backofficeCoupons,
  ...afterDeath,
  ...backofficeStaff,
  ...backofficeCustomers,
  ...backofficePartners,
  ...backofficeDeaths,
  ...backofficeLetters,
  ...audit,
  ...secondFactor,
  ...easy,
} as const;
Object.assign(messages, catalog);

export type MessageKey = keyof typeof catalog;
export type MessageValues = Record<string, string | number | Date>;

export const LOCALE = "de-DE";
const cache = new Map<string, IntlMessageFormat>();

/** Formats a catalogue message (ICU syntax: plurals, selects, numbers) in German. */
export function t(key: MessageKey, values?: MessageValues): string {
  const message = messages[key];
  // Plain text needs no formatting (and in the browser the catalogue holds parsed messages otherwise).
  if (typeof message === "string" && !/[{}']/.test(message)) return message;
  const simple = formatSimple(message, values);
  if (simple !== null) return simple;
  if (message === undefined) throw new Error(`message ${key} is not loaded on this page`);
  return formatOnce(`t ${key} ${JSON.stringify(values ?? {})}`, () => {
    let format = cache.get(key);
    if (!format) {
      // A string on the server; in the browser a message parsed at build time (build-tools/precompiled-messages.ts).
      format = new IntlMessageFormat(message as string, LOCALE);
      cache.set(key, format);
    }
    return String(format.format(values));
  });
}

/**
 * A parsed message (the browser's) of text and plain `{name}` arguments — "{page} – Vorsorgeportal",
 * "Schritt {current} von {total}" — put together without IntlMessageFormat, with the same result: a string
 * argument as it is, a whole number from 0 to 999 as its digits (German groups digits from 1.000 on). Creating
 * an IntlMessageFormat starts the browser's number formatting (`Intl.NumberFormat`), which takes a phone
 * 50–250 ms of main thread on the first page that uses it (decision 0068); a page that formats no price, date
 * or larger number now never starts it. Null when the message needs IntlMessageFormat.
 */
function formatSimple(message: unknown, values: MessageValues | undefined): string | null {
  if (!Array.isArray(message)) return null;
  let text = "";
  // Element types of @formatjs/icu-messageformat-parser: 0 text (TYPE.literal), 1 plain argument (TYPE.argument).
  for (const element of message as { type: number; value: string }[]) {
    if (element.type === 0) text += element.value;
    else if (element.type !== 1) return null;
    else {
      const value = values?.[element.value];
      if (typeof value === "string") text += value;
      else if (
        typeof value === "number" &&
        Number.isInteger(value) &&
        value >= 0 &&
        value < 1000 &&
        !Object.is(value, -0)
      )
        text += String(value);
      else return null;
    }
  }
  return text;
}
