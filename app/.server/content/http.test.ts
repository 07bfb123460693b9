import { describe, expect, it, vi } from "vitest";
import { httpContent } from "./http";

const answer = (items: unknown[]) => new Response(JSON.stringify(items), { status: 200 });

describe("content from the CMS over HTTP", () => {
  it("asks the CMS once per collection and filter within 30 seconds, then again", async () => {
    let clock = 0;
    const fetchImpl = vi.fn(async () => answer([{ Tile: "offer" }]));
    const content = httpContent("https://cms.example/api", fetchImpl as typeof fetch, () => clock);
    await content.find("PortalSections", { Status: "live" });
    clock = 29_000;
    expect(await content.find("PortalSections", { Status: "live" })).toEqual([{ Tile: "offer" }]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await content.find("CookieConsent", { Status: "live" });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    clock = 31_000;
    await content.find("PortalSections", { Status: "live" });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it("does not keep a failed answer: the next request asks again", async () => {
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(new Response("", { status: 503 }))
      .mockResolvedValueOnce(answer([{ Tile: "wishes" }]));
    const content = httpContent("https://cms.example/api", fetchImpl as typeof fetch, () => 0);
    await expect(content.find("PortalSections")).rejects.toThrow(/503/);
    expect(await content.find("PortalSections")).toEqual([{ Tile: "wishes" }]);
  });
});
