import { describe, expect, it } from "vitest";
import { pagePath, pageUrl } from "./url";

describe("pagePath", () => {
  it("strips React Router's data suffix and route selection", () => {
    expect(pageUrl(new Request("http://x/intro.data?redirectTo=%2Foverview&_routes=routes%2Fintro"))).toBe(
      "/intro?redirectTo=%2Foverview",
    );
    expect(pagePath(new Request("http://x/_root.data")).path).toBe("/");
    expect(pageUrl(new Request("http://x/overview"))).toBe("/overview");
  });
});
