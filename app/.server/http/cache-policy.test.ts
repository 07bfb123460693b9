import { describe, expect, it } from "vitest";
import { cachePolicy, isBackForwardPage, pagePathOf, type CacheAnswer } from "./cache-policy";

const KEPT = { cacheControl: "private, no-cache", vary: "Cookie" };
const NOT_KEPT = { cacheControl: "no-store" };
const answer = (pathname: string, more: Partial<CacheAnswer> = {}): CacheAnswer => ({
  method: "GET",
  pathname,
  status: 200,
  staff: false,
  ...more,
});

describe("pagePathOf", () => {
  it("reads the page of a single-fetch data request as React Router does", () => {
    expect(pagePathOf("/overview.data")).toBe("/overview");
    expect(pagePathOf("/_.data")).toBe("/");
    expect(pagePathOf("/overview/offer/_.data")).toBe("/overview/offer/");
    expect(pagePathOf("/overview")).toBe("/overview");
  });
});

describe("cachePolicy", () => {
  it.each([
    "/",
    "/_.data",
    "/register/type",
    "/register/birthdate.data",
    "/leichte-sprache",
    "/leichte-sprache/bestattung",
    "/leichte-sprache/meine-vorsorge",
    "/overview",
    "/overview/",
    "/overview.data",
    "/overview/offer",
    "/overview/offer/_.data",
    "/overview/offer/products/coffin",
    "/overview/offer/products/coffin/1234",
    "/overview/offer/funeral-site",
    "/overview/offer/funeral-site.data",
    "/overview/offer/funeral-site/markers",
  ])("lets the browser keep %s (asked for again before use)", (pathname) => {
    expect(cachePolicy(answer(pathname))).toEqual(KEPT);
    expect(cachePolicy(answer(pathname, { method: "HEAD", status: 302 }))).toEqual(KEPT);
  });

  it.each([
    "/login",
    "/login/code",
    "/register/data",
    "/profile",
    "/profile/second-factor",
    "/overview/finance",
    "/overview/finance.data",
    "/overview/letters",
    "/overview/letters.data",
    "/overview/wishes",
    "/overview/trusted-person",
    "/overview/offer/gravetypenote",
    "/overview/pricing",
    "/documents",
    "/backoffice/customers",
    "/dev/mailbox",
    "/api/v1/proposals",
    "/overviewx",
    "/overview/offer/funeral-site/markers/x",
  ])("keeps %s out of every cache", (pathname) => {
    expect(cachePolicy(answer(pathname))).toEqual(NOT_KEPT);
  });

  it("keeps no answer to a form post, no error page and nothing staff see", () => {
    expect(cachePolicy(answer("/overview", { method: "POST" }))).toEqual(NOT_KEPT);
    expect(cachePolicy(answer("/overview.data", { method: "POST" }))).toEqual(NOT_KEPT);
    expect(cachePolicy(answer("/overview", { status: 404 }))).toEqual(NOT_KEPT);
    expect(cachePolicy(answer("/overview/offer/funeral-site/markers", { status: 400 }))).toEqual(NOT_KEPT);
    expect(cachePolicy(answer("/overview", { staff: true }))).toEqual(NOT_KEPT);
    expect(cachePolicy(answer("/leichte-sprache", { staff: true }))).toEqual(NOT_KEPT);
  });

  it("matches the listed pages only, not what starts like them", () => {
    expect(isBackForwardPage("/overview/offer/products")).toBe(false);
    expect(isBackForwardPage("/register")).toBe(false);
    expect(isBackForwardPage("/register/type.data")).toBe(true);
  });
});
