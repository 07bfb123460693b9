import { describe, expect, it } from "vitest";
import { isCrossOrigin, isMalformedForm } from "./guards";

const own = ["http://localhost:3000"];

describe("isCrossOrigin", () => {
  it("allows our own origin and requests without Origin and Referer", () => {
    expect(isCrossOrigin({ origin: "http://localhost:3000" }, own)).toBe(false);
    expect(isCrossOrigin({}, own)).toBe(false);
    expect(isCrossOrigin({ referer: "http://localhost:3000/login?x=1" }, own)).toBe(false);
  });

  it("rejects another origin, a null origin and a foreign or broken referer", () => {
    expect(isCrossOrigin({ origin: "https://evil.example" }, own)).toBe(true);
    expect(isCrossOrigin({ origin: "null" }, own)).toBe(true);
    expect(isCrossOrigin({ referer: "https://evil.example/form" }, own)).toBe(true);
    expect(isCrossOrigin({ referer: "not a url" }, own)).toBe(true);
  });

  it("decides by Origin when both are present", () => {
    expect(isCrossOrigin({ origin: "https://evil.example", referer: "http://localhost:3000/" }, own)).toBe(
      true,
    );
  });
});

describe("isMalformedForm", () => {
  it("accepts ordinary form bodies and non-form bodies", async () => {
    expect(await isMalformedForm("application/x-www-form-urlencoded", Buffer.from("a=1&b=%C3%A4"))).toBe(
      false,
    );
    expect(await isMalformedForm("application/json", Buffer.from("{"))).toBe(false);
  });

  it("rejects a multipart body whose boundary does not match", async () => {
    const body = Buffer.from('--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n');
    expect(await isMalformedForm("multipart/form-data; boundary=xyz", body)).toBe(true);
  });
});
