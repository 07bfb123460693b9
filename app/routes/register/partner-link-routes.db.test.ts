/**
 * The partner parameters fp and vermittler of a sign-up link count only when the partner signed them
 * (decision 0030): the draft of an unsigned, forged or key-less link keeps neither, so the account created from
 * it gets no partner discount and no commission; the finance partner variant needs the signature too.
 */
import { describe, expect, it } from "vitest";
import { signPartnerLink } from "~/.server/partner-link";
import type { Runtime } from "~/.server/runtime";
import { partnerFlag } from "../finance/finance.server";
import { call, location, routeContext, useRouteTestBed } from "~/.server/testing/routes";
import { readDraft } from "./draft.server";
import * as entry from "./index";

const KEY = "partner-key-".repeat(4);

const { runtime } = useRouteTestBed("partner-link-routes");

const withKey = (key: string | undefined): Runtime => ({
  ...runtime,
  config: { ...runtime.config, PARTNER_LINK_KEY: key },
});

/** The draft's app parameters after opening /register with `query` on a runtime with `key`. */
async function entered(query: string, key: string | undefined) {
  const { context } = await routeContext(withKey(key), null);
  const result = await call(entry.loader, new Request(`http://localhost/register?${query}`), context);
  expect(location(result)).toMatch(/^\/register\//);
  return (await readDraft(context)).params;
}

const signedQuery = (query: string, key = KEY) => {
  const search = new URLSearchParams(query);
  search.set("sig", signPartnerLink(search, key));
  return search.toString();
};

describe("sign-up link", () => {
  it("keeps fp and vermittler the partner signed", async () => {
    expect(await entered(signedQuery("fp=ww&vermittler=V-17&referrer=zeitung"), KEY)).toEqual({
      financePartner: "ww",
      salesPersonId: "V-17",
      referrer: "zeitung",
    });
  });

  it.each([
    ["unsigned", "fp=ww&vermittler=V-17&referrer=zeitung", KEY],
    ["forged", `${signedQuery("fp=xx&vermittler=V-17")}&fp=ww&referrer=zeitung`, KEY],
    ["signed, but no key configured", `${signedQuery("fp=ww&vermittler=V-17")}&referrer=zeitung`, undefined],
  ])("drops fp and vermittler of a link %s and keeps the rest", async (_, query, key) => {
    expect(await entered(query, key)).toEqual({ referrer: "zeitung" });
  });
});

describe("finance partner variant from the URL", () => {
  const request = (query: string) => new Request(`http://localhost/overview/finance/partner?${query}`);

  it("needs the partner's signature", () => {
    expect(partnerFlag(null, request("fp=ww"), KEY, new Date())).toBe(false);
    expect(partnerFlag(null, request("fp=ww"), undefined, new Date())).toBe(false);
    expect(partnerFlag(null, request(signedQuery("fp=ww")), KEY, new Date())).toBe(true);
    expect(partnerFlag(null, request(signedQuery("fp=ww")), undefined, new Date())).toBe(false);
    // The provision's own flag (set at a signed sign-up) needs nothing in the URL.
    expect(partnerFlag("ww", request(""), undefined, new Date())).toBe(true);
  });
});
