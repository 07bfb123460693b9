import { describe, expect, it } from "vitest";
import { readSignUpToken, signUpToken } from "./signup-link";

const SECRET = "s".repeat(40);
const ID = "0b6e3f4a-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const now = new Date("2026-11-26T10:00:00Z");

describe("sign-up link token", () => {
  it("names its proposal until it expires after 14 days", () => {
    const { token, expiresAt } = signUpToken(SECRET, ID, now);
    expect(expiresAt.toISOString()).toBe("2026-12-10T10:00:00.000Z");
    expect(readSignUpToken(SECRET, token, now)).toBe(ID);
    expect(readSignUpToken(SECRET, token, new Date(expiresAt.getTime() - 1000))).toBe(ID);
    expect(readSignUpToken(SECRET, token, expiresAt)).toBeNull();
  });

  it("refuses a token under another secret, a changed id or expiry, and garbage", () => {
    const { token } = signUpToken(SECRET, ID, now);
    const [, expires, sig] = token.split(".");
    expect(readSignUpToken("t".repeat(40), token, now)).toBeNull();
    expect(readSignUpToken(SECRET, `${ID.replace("0b", "0c")}.${expires}.${sig}`, now)).toBeNull();
    expect(readSignUpToken(SECRET, `${ID}.${Number(expires) + 1}.${sig}`, now)).toBeNull();
    expect(readSignUpToken(SECRET, "nonsense", now)).toBeNull();
    expect(readSignUpToken(SECRET, `${ID}.${expires}.${sig}x`, now)).toBeNull();
  });
});
