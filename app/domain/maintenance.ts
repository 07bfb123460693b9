/**
 * Maintenance mode (decision 0102): while it is on, customers and visitors get one calm German page with the
 * hotline (503), staff keep working, the partner API answers 503 problem details, and /healthz stays up. Pure.
 */

/** Seconds a client is asked to wait before it asks again (`Retry-After` of the page and of the partner API). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

/**
 * How long one replica trusts the switch it read: an admin's switch reaches every replica within this time (the
 * replica the admin used at once).
 */
export const MAINTENANCE_TTL_MS = 5_000;

/** Where maintenance mode comes from: the environment (`MAINTENANCE=1`, for upgrades) or the back-office switch. */
export type MaintenanceSource = "environment" | "switch";

export interface MaintenanceState {
  on: boolean;
  /** Why it is on; null while it is off. */
  source: MaintenanceSource | null;
  /** When an admin switched it on (ISO); null when off or set by the environment. */
  since: string | null;
}

export const MAINTENANCE_OFF: MaintenanceState = { on: false, source: null, since: null };

/**
 * The addresses a visitor who is not staff may still open during maintenance: signing in and out (staff sign in
 * there, including the company sign-in and a colleague's invitation), the legal pages, the cookie settings.
 */
const OPEN_DURING_MAINTENANCE: readonly RegExp[] = [
  /^\/login(?:\/|$)/,
  /^\/logout$/,
  /^\/auth\/oidc(?:\/callback)?$/,
  /^\/staff\/invite$/,
  /^\/(?:impressum|datenschutz|agb|cookie-consent)$/,
];

/** Whether a visitor who is not staff may open this path (without the `.data` suffix) during maintenance. */
export function openDuringMaintenance(path: string): boolean {
  return OPEN_DURING_MAINTENANCE.some((pattern) => pattern.test(path));
}
