import { IntlMessageFormat } from "intl-messageformat";
import { auth } from "./catalog/auth";
import { components } from "./catalog/components";
import { errors } from "./catalog/errors";
import { overview } from "./catalog/overview";
import { pdf } from "./catalog/pdf";
import { mail } from "./catalog/mail";
import { register } from "./catalog/register";
import { shell } from "./catalog/shell";
import { staff } from "./catalog/staff";
import { validation } from "./catalog/validation";

/**
 * The one German message catalogue. Each area keeps its texts in its own module
 * under ./catalog and is merged here; keys are unique across all modules.
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
  ...pdf,
} as const;

export type MessageKey = keyof typeof catalog;
export type MessageValues = Record<string, string | number | Date>;

export const LOCALE = "de-DE";
const cache = new Map<string, IntlMessageFormat>();

/** Formats a catalogue message (ICU syntax: plurals, selects, numbers) in German. */
export function t(key: MessageKey, values?: MessageValues): string {
  const message: unknown = catalog[key];
  // Plain text needs no formatting (and in the browser the catalogue holds parsed messages otherwise).
  if (typeof message === "string" && !/[{}']/.test(message)) return message;
  let format = cache.get(key);
  if (!format) {
    // A string on the server; in the browser a message parsed at build time (build-tools/precompiled-messages.ts).
    format = new IntlMessageFormat(catalog[key] as string, LOCALE);
    cache.set(key, format);
  }
  return String(format.format(values));
}
