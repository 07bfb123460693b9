/**
 * The second factor's rules (decision 0093): who must enrol, what a code looks like, how the secret is shown and
 * which sign-in methods of the identity provider count as a second factor. Pure: no database, no clock of its own.
 */

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** A code of the step before or after the current one is accepted too (a phone's clock a little off). */
export const TOTP_WINDOW = 1;
/** The issuer the authenticator app shows above the account. */
export const TOTP_ISSUER = "Vorsorgeportal";

/** How many recovery codes an enrolment hands out, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes: 10 characters of an alphabet without look-alikes (no 0/o, 1/l/i), shown as "abcde-fghjk". */
export const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
export const RECOVERY_CODE_LENGTH = 10;

/**
 * How long the state between password and second step lives in the session: long enough to find the phone
 * (or, while enrolling, to scan the code and write the recovery codes down), short enough that a session left
 * at that step is worthless soon.
 */
export const PENDING_SIGN_IN_MS = 10 * 60_000;

export type SecondFactorState = "none" | "pending" | "active";

/** What a correct password leads to: straight in, the code step, or the enrolment first. */
export type SecondFactorNeed = "none" | "verify" | "enrol";

/**
 * An account with an active factor is asked for it, staff or customer. Staff with a local password must enrol
 * before they get in; customers choose in the profile. (Staff without a password sign in at the identity
 * provider, which answers for the second factor.)
 */
export function secondFactorNeed(account: {
  staff: boolean;
  hasPassword: boolean;
  factor: SecondFactorState;
}): SecondFactorNeed {
  if (account.factor === "active") return "verify";
  if (account.staff && account.hasPassword) return "enrol";
  return "none";
}

export type SecondFactorCode = { kind: "totp"; code: string } | { kind: "recovery"; code: string };

/**
 * Reads what the person typed: 6 digits (spaces allowed, "123 456") are an authenticator code; 10 characters of
 * the recovery alphabet (a hyphen and spaces allowed, any case) are a recovery code. Anything else: null.
 */
export function readSecondFactorCode(input: string): SecondFactorCode | null {
  const compact = input.replace(/[\s-]/g, "").toLowerCase();
  if (compact.length > 20) return null;
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(compact)) return { kind: "totp", code: compact };
  const recovery = new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);
  if (recovery.test(compact)) return { kind: "recovery", code: compact };
  return null;
}

/** A recovery code as shown: two groups of five ("abcde-fghjk"). */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The Base32 secret in groups of four, as it is typed into an app by hand ("ABCD EFGH …"). */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(" ");
}

/**
 * Sign-in methods (`amr`, RFC 8176) that show the identity provider asked for more than a password: "mfa"
 * (multiple factors), "otp" (one-time code), "hwk"/"swk" (hardware/software key), "pop" (proof of possession,
 * e.g. a passkey), "sc" (smart card), "fpt"/"face"/"iris"/"retina"/"vbm" (biometrics on a device, which
 * only unlock a key). "pwd", "pin", "kba", "sms"/"tel" alone do not count: a password, a PIN or a question is
 * one factor; an SMS code is not accepted as a second factor for staff.
 */
export const PROVIDER_MFA_METHODS = [
  "mfa",
  "otp",
  "hwk",
  "swk",
  "pop",
  "sc",
  "fpt",
  "face",
  "iris",
  "retina",
  "vbm",
] as const;

/**
 * Authentication context classes (`acr`) that promise a second factor: the REFEDS MFA profile and the OpenID
 * PAPE multi-factor policy. Level numbers ("1", "2") mean what each provider configures, so none counts here;
 * a provider that names its levels so maps them to one of these (or sends `amr`).
 */
export const PROVIDER_MFA_ACR = [
  "https://refeds.org/profile/mfa",
  "http://schemas.openid.net/pape/policies/2007/06/multi-factor",
] as const;

/** Whether the ID token says the provider checked a second factor (its `amr` list or its `acr`). */
export function providerCheckedSecondFactor(claims: { amr?: unknown; acr?: unknown }): boolean {
  const methods: readonly string[] = PROVIDER_MFA_METHODS;
  const classes: readonly string[] = PROVIDER_MFA_ACR;
  if (Array.isArray(claims.amr) && claims.amr.some((m) => typeof m === "string" && methods.includes(m)))
    return true;
  return typeof claims.acr === "string" && classes.includes(claims.acr);
}

/** Whether the state between password and second step is still young enough (see PENDING_SIGN_IN_MS). */
export function pendingSignInLive(startedAt: number, now: Date): boolean {
  const age = now.getTime() - startedAt;
  return Number.isFinite(startedAt) && age >= 0 && age <= PENDING_SIGN_IN_MS;
}
