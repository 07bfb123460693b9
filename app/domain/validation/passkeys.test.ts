import { describe, expect, it } from "vitest";
import {
  authenticationResponseJson,
  passkeyAddSchema,
  passkeyRemoveSchema,
  passkeySignInSchema,
  registrationResponseJson,
} from "./passkeys";

const ANSWER = {
  id: "AbC-_1",
  rawId: "AbC-_1",
  type: "public-key",
  clientExtensionResults: {},
  response: { clientDataJSON: "eyJ0", authenticatorData: "SZYN", signature: "MEUC", userHandle: "dXNlcg" },
};

describe("the passkey forms", () => {
  it("take an optional name of at most 60 characters and the current password", () => {
    expect(passkeyAddSchema.safeParse({ name: "  Handy ", currentPassword: "geheim123" }).data).toEqual({
      name: "Handy",
      currentPassword: "geheim123",
    });
    expect(passkeyAddSchema.safeParse({ name: "", currentPassword: "geheim123" }).data?.name).toBeUndefined();
    const long = passkeyAddSchema.safeParse({ name: "x".repeat(61), currentPassword: "geheim123" });
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([
      "Bitte geben Sie höchstens 60 Zeichen ein.",
    ]);
    expect(passkeyAddSchema.safeParse({ name: "Handy" }).success).toBe(false);
  });

  it("remove only a passkey named by a well-formed id", () => {
    expect(
      passkeyRemoveSchema.safeParse({ passkeyId: "' or 1=1 --", currentPassword: "geheim123" }).success,
    ).toBe(false);
    expect(
      passkeyRemoveSchema.safeParse({
        passkeyId: "5c1e0000-0000-4000-8000-000000000000",
        currentPassword: "geheim123",
      }).success,
    ).toBe(true);
  });

  it("hand a sign-in answer of any form to the check, which counts it (an over-long one as empty)", () => {
    expect(passkeySignInSchema.parse({}).response).toBe("");
    expect(passkeySignInSchema.parse({ response: "x".repeat(20_000) }).response).toBe("");
    expect(passkeySignInSchema.parse({ response: "{}" }).response).toBe("{}");
  });
});

describe("the WebAuthn answers' shape", () => {
  it("accepts a browser's answer and refuses other types, non-base64url values and missing parts", () => {
    expect(authenticationResponseJson.safeParse(ANSWER).success).toBe(true);
    expect(authenticationResponseJson.safeParse({ ...ANSWER, type: "password" }).success).toBe(false);
    expect(authenticationResponseJson.safeParse({ ...ANSWER, id: "a+b/c=" }).success).toBe(false);
    const { signature: _signature, ...unsigned } = ANSWER.response;
    expect(authenticationResponseJson.safeParse({ ...ANSWER, response: unsigned }).success).toBe(false);
    expect(
      registrationResponseJson.safeParse({
        ...ANSWER,
        response: { clientDataJSON: "eyJ0", attestationObject: "o2Nm", transports: ["internal"] },
      }).success,
    ).toBe(true);
    expect(
      registrationResponseJson.safeParse({
        ...ANSWER,
        response: { clientDataJSON: "eyJ0", attestationObject: "o2Nm", transports: Array(11).fill("usb") },
      }).success,
    ).toBe(false);
  });
});
