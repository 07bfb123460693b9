/**
 * The second factor of the generated staff accounts (decision 0093): bench:data enrols each with
 * STAFF_TOTP_SECRET; a bench that signs staff in gives the current code. A code is accepted once per account and
 * 30-s step (a replay is refused), so a second sign-in of one account in the same step waits for the next one.
 */
import { Secret, TOTP } from "otpauth";
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "../../app/domain/second-factor/index.ts";
import { STAFF_TOTP_SECRET } from "./scale-accounts.ts";

const totp = new TOTP({
  algorithm: "SHA1",
  digits: TOTP_DIGITS,
  period: TOTP_PERIOD_SECONDS,
  secret: Secret.fromBase32(STAFF_TOTP_SECRET),
});

/** The last step each account used a code of. */
const usedStep = new Map<string, number>();

/** The code for `email`'s next sign-in, after waiting for a step the account has not used yet. */
export async function staffCode(email: string): Promise<string> {
  const stepOf = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
  while (stepOf() <= (usedStep.get(email) ?? -1)) {
    await new Promise((resolve) => setTimeout(resolve, (TOTP_PERIOD_SECONDS * 1000) / 30));
  }
  const step = stepOf();
  usedStep.set(email, step);
  return totp.generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 });
}
