import { describe, expect, it } from "vitest";
import {
  formatRecoveryCode,
  groupSecret,
  pendingSignInLive,
  PENDING_SIGN_IN_MS,
  providerCheckedSecondFactor,
  readSecondFactorCode,
  secondFactorNeed,
} from ".";

describe("secondFactorNeed", () => {
  it("asks an active factor of everyone, makes staff with a password enrol, lets others in", () => {
    expect(secondFactorNeed({ staff: false, hasPassword: true, factor: "active" })).toBe("verify");
    expect(secondFactorNeed({ staff: true, hasPassword: true, factor: "active" })).toBe("verify");
    expect(secondFactorNeed({ staff: true, hasPassword: true, factor: "none" })).toBe("enrol");
    expect(secondFactorNeed({ staff: true, hasPassword: true, factor: "pending" })).toBe("enrol");
    expect(secondFactorNeed({ staff: true, hasPassword: false, factor: "none" })).toBe("none");
    expect(secondFactorNeed({ staff: false, hasPassword: true, factor: "none" })).toBe("none");
    expect(secondFactorNeed({ staff: false, hasPassword: true, factor: "pending" })).toBe("none");
  });
});

describe("readSecondFactorCode", () => {
  it("reads six digits, with spaces, as an authenticator code", () => {
    expect(readSecondFactorCode("123456")).toEqual({ kind: "totp", code: "123456" });
    expect(readSecondFactorCode(" 123 456 ")).toEqual({ kind: "totp", code: "123456" });
  });

  it("reads a recovery code in any case, with or without its hyphen", () => {
    expect(readSecondFactorCode("ABCDE-FGHJK")).toEqual({ kind: "recovery", code: "abcdefghjk" });
    expect(readSecondFactorCode("abcdefghjk")).toEqual({ kind: "recovery", code: "abcdefghjk" });
  });

  it("refuses anything else", () => {
    for (const input of ["", "12345", "1234567", "12345a", "abcde-fghj0", "abcde-fghji", "x".repeat(500)])
      expect(readSecondFactorCode(input)).toBeNull();
  });
});

describe("display", () => {
  it("groups the secret by four and the recovery code by five", () => {
    expect(groupSecret("ABCDEFGHIJKLMNOP")).toBe("ABCD EFGH IJKL MNOP");
    expect(groupSecret("ABCDEF")).toBe("ABCD EF");
    expect(formatRecoveryCode("abcdefghjk")).toBe("abcde-fghjk");
  });
});

describe("providerCheckedSecondFactor", () => {
  it("accepts amr methods beyond a password and the MFA acr classes", () => {
    expect(providerCheckedSecondFactor({ amr: ["pwd", "otp"] })).toBe(true);
    expect(providerCheckedSecondFactor({ amr: ["mfa"] })).toBe(true);
    expect(providerCheckedSecondFactor({ amr: ["hwk"] })).toBe(true);
    expect(providerCheckedSecondFactor({ acr: "https://refeds.org/profile/mfa" })).toBe(true);
  });

  it("refuses a password alone, an SMS, a level number and claims of the wrong type", () => {
    expect(providerCheckedSecondFactor({ amr: ["pwd"] })).toBe(false);
    expect(providerCheckedSecondFactor({ amr: ["pwd", "sms"] })).toBe(false);
    expect(providerCheckedSecondFactor({ acr: "1" })).toBe(false);
    expect(providerCheckedSecondFactor({ acr: "2" })).toBe(false);
    expect(providerCheckedSecondFactor({ amr: "otp" })).toBe(false);
    expect(providerCheckedSecondFactor({ amr: [{ otp: true }] })).toBe(false);
    expect(providerCheckedSecondFactor({})).toBe(false);
  });
});

describe("pendingSignInLive", () => {
  it("lives PENDING_SIGN_IN_MS from the password and not before it began", () => {
    const now = new Date("2026-11-29T12:00:00Z");
    expect(pendingSignInLive(now.getTime() - PENDING_SIGN_IN_MS, now)).toBe(true);
    expect(pendingSignInLive(now.getTime() - PENDING_SIGN_IN_MS - 1, now)).toBe(false);
    expect(pendingSignInLive(now.getTime() + 1000, now)).toBe(false);
    expect(pendingSignInLive(Number.NaN, now)).toBe(false);
  });
});
