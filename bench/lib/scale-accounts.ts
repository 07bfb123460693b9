/** What bench:data gives every generated database, and bench:scale needs to use it. */

/** The password of every generated account (customers and staff). */
export const PASSWORD = "Vorsorge-Bench-2026";
/** Seals the payments' IBANs when KEY_ENCRYPTION_KEY is not set; start the portal with the same value to read them. */
export const DEFAULT_KEY_ENCRYPTION_KEY = "bench-data-key-encryption-key-not-secret-0001";
