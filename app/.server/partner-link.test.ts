import { describe, expect, it } from "vitest";
import {
  hasValidPartnerSignature,
  partnerLinkMessage,
  signPartnerLink,
  trustedPartnerParams,
} from "./partner-link";

const KEY = "k".repeat(40);
const NOW = new Date("2026-11-25T12:00:00Z");

/** A link's parameters as a partner builds them: `sig` over fp, vermittler and expires. */
function signed(query: string, key = KEY) {
  const search = new URLSearchParams(query);
  search.set("sig", signPartnerLink(search, key));
  return search;
}

describe("partner links", () => {
  it("sign the documented message", () => {
    expect(partnerLinkMessage(new URLSearchParams("vermittler=V-17&fp=ww&couponcode=X"))).toBe(
      "fp=ww&vermittler=V-17&expires=",
    );
    // What the README's openssl line prints for this message and key.
    expect(signPartnerLink(new URLSearchParams("fp=ww&vermittler=V-17&expires=1798761600"), KEY)).toBe(
      "4edc04c077d131a02fbeffa7d7469add135a19571bdcf8f1e9f824ab3c28d00e",
    );
  });

  it("keep fp and vermittler of a link the partner signed", () => {
    const search = signed("fp=ww&vermittler=V-17&expires=1798761600&referrer=zeitung");
    expect(hasValidPartnerSignature(search, KEY, NOW)).toBe(true);
    const trusted = trustedPartnerParams(search, KEY, NOW);
    expect(trusted.get("fp")).toBe("ww");
    expect(trusted.get("vermittler")).toBe("V-17");
  });

  it.each([
    ["unsigned", new URLSearchParams("fp=ww&vermittler=V-17")],
    [
      "signed for another value",
      (() => {
        const search = signed("fp=xx&vermittler=V-17");
        search.set("fp", "ww");
        return search;
      })(),
    ],
    [
      "signed for another sales person",
      (() => {
        const search = signed("fp=ww&vermittler=V-17");
        search.set("vermittler", "V-99");
        return search;
      })(),
    ],
    ["signed with another key", signed("fp=ww&vermittler=V-17", "x".repeat(40))],
    ["expired", signed("fp=ww&vermittler=V-17&expires=1700000000")],
    ["with a malformed expiry", signed("fp=ww&expires=soon")],
    [
      "with fp given twice",
      (() => {
        const search = signed("fp=ww");
        search.append("fp", "ww");
        return search;
      })(),
    ],
    ["with a short signature", new URLSearchParams("fp=ww&sig=abc")],
  ])("drop fp and vermittler of a link %s, and keep the rest", (_, search) => {
    search.set("referrer", "zeitung");
    expect(hasValidPartnerSignature(search, KEY, NOW)).toBe(false);
    const trusted = trustedPartnerParams(search, KEY, NOW);
    expect(trusted.has("fp")).toBe(false);
    expect(trusted.has("vermittler")).toBe(false);
    expect(trusted.get("referrer")).toBe("zeitung");
  });

  it("are ignored altogether without a configured key, even correctly signed ones", () => {
    const search = signed("fp=ww&vermittler=V-17");
    expect(hasValidPartnerSignature(search, undefined, NOW)).toBe(false);
    expect(trustedPartnerParams(search, undefined, NOW).has("fp")).toBe(false);
  });
});
