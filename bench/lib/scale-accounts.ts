/** What bench:data gives every generated database, and bench:scale needs to use it. */

/** The password of every generated account (customers and staff). */
export const PASSWORD = "Vorsorge-Bench-2026";
/** Seals the payments' IBANs when KEY_ENCRYPTION_KEY is not set; start the portal with the same value to read them. */
export const DEFAULT_KEY_ENCRYPTION_KEY = "bench-data-key-encryption-key-not-secret-0001";
/**
 * The authenticator secret (Base32, 160 bits) of every generated staff account: staff with a password must give a
 * code after it (decision 0093), so bench:data enrols each of them with this secret (bench/lib/staff-code.ts).
 */
export const STAFF_TOTP_SECRET = "KVKFKRCPJFHEWQ2FJZBUKWSUIVJVIVCT";
