/**
 * The second factor of staff accounts (decision 0093): bench:data enrols each generated account with
 * STAFF_TOTP_SECRET; an account a bench enrolled itself on its first sign-in (bench/scale/http.ts) has the secret
 * the enrolment page showed. A bench that signs staff in gives the current code. A code is accepted once per
 * account and 30-s step (a replay is refused), so a second sign-in of one account in the same step waits for
 * the next one.
 */
import { Secret, TOTP } from "otpauth";
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "../../app/domain/second-factor/index.ts";
import { STAFF_TOTP_SECRET } from "./scale-accounts.ts";

const totpOf = (secret: string) =>
  new TOTP({
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** The last step each account used a code of. */
const usedStep = new Map<string, number>();

/**
 * The code for `email`'s next sign-in (or enrolment), after waiting for a step the account has not used yet;
 * `secret` (Base32) defaults to the generated accounts' one.
 */
export async function staffCode(email: string, secret = STAFF_TOTP_SECRET): Promise<string> {
  const stepOf = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
  while (stepOf() <= (usedStep.get(email) ?? -1)) {
    await new Promise((resolve) => setTimeout(resolve, (TOTP_PERIOD_SECONDS * 1000) / 30));
  }
  const step = stepOf();
  usedStep.set(email, step);
  return totpOf(secret).generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
}
