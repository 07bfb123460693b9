import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps paths on this site with their query", () => {
    expect(safeRedirectPath("/overview")).toBe("/overview");
    expect(safeRedirectPath("/overview/offer?x=1#top")).toBe("/overview/offer?x=1#top");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/",
    "/\\evil.example/",
    "javascript:alert(1)",
    "overview",
    "/over\nview",
    "",
    undefined,
    42,
  ])("sends %j to the fallback", (to) => {
    expect(safeRedirectPath(to, "/login")).toBe("/login");
  });
});
