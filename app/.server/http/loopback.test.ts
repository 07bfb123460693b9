import { describe, expect, it } from "vitest";
import { isLoopbackAddress } from "./loopback";

describe("isLoopbackAddress", () => {
  it("accepts the whole IPv4 loopback network, ::1 and mapped IPv4 loopback", () => {
    for (const address of [
      "127.0.0.1",
      "127.1.2.3",
      "127.255.255.254",
      "::1",
      "0:0:0:0:0:0:0:1",
      "::ffff:127.0.0.1",
    ]) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
  });

  it("refuses every other address, a missing one and non-addresses", () => {
    for (const address of [
      undefined,
      "",
      "10.0.0.1",
      "192.168.1.20",
      "128.0.0.1",
      "::",
      "::2",
      "fe80::1",
      "::ffff:10.0.0.1",
      "127.0.0.1.evil",
      "localhost",
      "1127.0.0.1",
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});
