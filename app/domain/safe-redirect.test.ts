import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps paths on this site with their query", () => {
    expect(safeRedirectPath("/overview")).toBe("/overview");
    expect(safeRedirectPath("/overview/offer?x=1#top")).toBe("/overview/offer?x=1#top");
    expect(safeRedirectPath("/overview/./offer")).toBe("/overview/offer");
    expect(safeRedirectPath("/overview/wishes/../offer")).toBe("/overview/offer");
    expect(safeRedirectPath("/overview?next=//evil.example")).toBe("/overview?next=//evil.example");
  });

  it.each([
    "https://evil.example/",
    "http:/evil.example/",
    "//evil.example/",
    "///evil.example/",
    "/\\evil.example/",
    "\\\\evil.example/",
    "javascript:alert(1)",
    "overview",
    " /overview",
    "/over\nview",
    "/\t/evil.example/",
    "/\n/evil.example/",
    "/\r\n/evil.example/",
    // dot segments that collapse into a protocol-relative URL
    "/.//evil.example/phish",
    "/./\\evil.example/phish",
    "/../evil.example/..//evil.example/phish",
    "/..//evil.example/phish",
    "/a/..//evil.example/phish",
    "/%2e//evil.example/phish",
    "/%2E//evil.example/phish",
    "/%2e%2e//evil.example/phish",
    ".%2e//evil.example/phish",
    // encoded slashes and backslashes
    "/%2f/evil.example/phish",
    "/%2F%2Fevil.example/phish",
    "/%5c/evil.example/phish",
    "/%5Cevil.example/phish",
    "",
    undefined,
    42,
  ])("sends %j to the fallback", (to) => {
    expect(safeRedirectPath(to, "/login")).toBe("/login");
  });
});
