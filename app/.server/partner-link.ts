/**
 * Signed partner links (decision 0030). The URL parameters `fp` (finance partner, "ww": the partner discount and
 * the partner insurer) and `vermittler` (the sales person who earns a commission) are worth money, so they count
 * only when the partner signed them with the key we share (PARTNER_LINK_KEY); without a key, or with a missing,
 * wrong or expired signature, both are ignored.
 *
 * Format (also in the README): the message is `fp=<fp>&vermittler=<vermittler>&expires=<expires>`, each value
 * as it stands in the link after URL decoding, an absent parameter as the empty string; `expires` (optional) is
 * a Unix time in seconds after which the link no longer counts. `sig` is the HMAC-SHA256 of the message under the
 * key, as 64 lower-case hex digits:
 *
 *   printf '%s' 'fp=ww&vermittler=V-17&expires=1798761600' | openssl dgst -sha256 -hmac "$PARTNER_LINK_KEY"
 *   → https://…/register?fp=ww&vermittler=V-17&expires=1798761600&sig=<hex>
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** The parameters a partner signs, in the order of the message. */
export const PARTNER_SIGNED_PARAMS = ["fp", "vermittler", "expires"] as const;
/** The parameters that count only when signed. */
const GUARDED_PARAMS = ["fp", "vermittler"] as const;

const SIGNATURE = /^[0-9a-f]{64}$/i;
const UNIX_SECONDS = /^\d{1,12}$/;

/** The text a partner signs for these parameters. */
export function partnerLinkMessage(search: URLSearchParams): string {
  return PARTNER_SIGNED_PARAMS.map((name) => `${name}=${search.get(name) ?? ""}`).join("&");
}

/** The signature of the link's partner parameters under `key` (hex). */
export function signPartnerLink(search: URLSearchParams, key: string): string {
  return createHmac("sha256", key).update(partnerLinkMessage(search), "utf8").digest("hex");
}

/**
 * Whether the link's partner parameters carry a valid signature: a key is configured, each signed parameter
 * appears at most once, `expires` (when given) lies ahead, and `sig` matches (compared in constant time).
 */
export function hasValidPartnerSignature(
  search: URLSearchParams,
  key: string | undefined,
  now: Date,
): boolean {
  if (!key) return false;
  const signatures = search.getAll("sig");
  if (signatures.length !== 1 || !SIGNATURE.test(signatures[0]!)) return false;
  if (PARTNER_SIGNED_PARAMS.some((name) => search.getAll(name).length > 1)) return false;
  const expires = search.get("expires");
  if (expires !== null && (!UNIX_SECONDS.test(expires) || Number(expires) * 1000 <= now.getTime())) {
    return false;
  }
  const expected = Buffer.from(signPartnerLink(search, key), "hex");
  return timingSafeEqual(expected, Buffer.from(signatures[0]!, "hex"));
}

/** The link's parameters, without `fp` and `vermittler` unless the partner signed them. */
export function trustedPartnerParams(
  search: URLSearchParams,
  key: string | undefined,
  now: Date,
): URLSearchParams {
  if (hasValidPartnerSignature(search, key, now)) return search;
  const trusted = new URLSearchParams(search);
  for (const name of GUARDED_PARAMS) trusted.delete(name);
  return trusted;
}
