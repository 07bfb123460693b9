import { describe, expect, it } from "vitest";
import { isChangePage, readOnlyPageFor } from "./read-only";

describe("the pages of a frozen provision that only change it", () => {
  it("lead to the page that shows what they would change", () => {
    expect(readOnlyPageFor("/overview/wishes/music/edit")).toBe("/overview/wishes");
    expect(readOnlyPageFor("/overview/wishes/create/intro")).toBe("/overview/wishes");
    expect(readOnlyPageFor("/overview/wishes/create")).toBe("/overview/wishes");
    expect(readOnlyPageFor("/overview/offer/products/coffin/abc")).toBe("/overview/offer");
    expect(readOnlyPageFor("/overview/guests/5c1e0000-0000-4000-8000-000000000000")).toBe("/overview/guests");
    expect(readOnlyPageFor("/overview/letters/edit/")).toBe("/overview/letters");
    expect(readOnlyPageFor("/overview/letters/abc/open")).toBe("/overview/letters");
    expect(readOnlyPageFor("/overview/pricing/plans")).toBe("/overview/pricing");
    expect(readOnlyPageFor("/overview/finance/partner/summary")).toBe("/overview/finance");
  });

  it("leave the pages that show the provision, and its files, as they are", () => {
    for (const path of [
      "/overview",
      "/overview/offer",
      "/overview/wishes",
      "/overview/guests",
      "/overview/guests/print",
      "/overview/letters",
      "/overview/letters/abc/pdf",
      "/overview/pricing",
      "/overview/finance",
      "/overview/finance/insurance",
      "/overview/finance/costs",
      "/overview/finance/tariff/application",
      "/profile",
      "/documents",
      "/overview/wishesx/create",
    ]) {
      expect(readOnlyPageFor(path), path).toBeNull();
    }
  });

  it("tell a link target with query or fragment", () => {
    expect(isChangePage("/overview/pricing/plans?coupon=X")).toBe(true);
    expect(isChangePage("/overview/trusted-person/edit#email")).toBe(true);
    expect(isChangePage("?dialog=delete")).toBe(false);
    expect(isChangePage("/overview/offer?dialog=refresh-result")).toBe(false);
  });
});
