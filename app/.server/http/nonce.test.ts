import { describe, expect, it } from "vitest";
import { newNonce } from "./nonce";

describe("newNonce", () => {
  it("gives 16 random bytes in base64, a different value each time across refills of its block", () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce());
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
