/**
 * Staff on a frozen provision (decision 0063) are sent from a page that only changes it to the page that shows it;
 * each route module declares which it is (`handle`, decision 0084). This test fails naming the route module under
 * the signed-in layout that takes a post but declares nothing.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { builtRoutes, declaredChangePages } from "~/.server/testing/routes";
import { declaresReadOnly, readOnlyPageFor, type ChangePages } from "~/domain/after-death/read-only";

const PRIVATE_LAYOUT = "routes/private/layout.tsx";

let routes: Awaited<ReturnType<typeof builtRoutes>>;
let changePages: ChangePages;

beforeAll(async () => {
  routes = await builtRoutes();
  changePages = await declaredChangePages();
}, 120_000);

/** The route modules under the signed-in layout. */
function privateRoutes() {
  const under = (id: string | undefined): boolean => {
    const route = id ? routes[id] : undefined;
    return route !== undefined && (route.file === PRIVATE_LAYOUT || under(route.parentId));
  };
  return Object.values(routes).filter((route) => route.file !== PRIVATE_LAYOUT && under(route.parentId));
}

describe("the read-only rule of a frozen provision, declared by each route", () => {
  it("is declared by every page under the signed-in layout that takes a post", () => {
    const undeclared = privateRoutes()
      .filter((route) => route.module.action !== undefined && !declaresReadOnly(route.module.handle))
      .map((route) => route.file);
    expect(
      undeclared,
      'export const handle = changesOnly(href("/the/page/showing/it")) or = shownReadOnly',
    ).toEqual([]);
  });

  // The read-only pages are written with href(), so each is a route of the table.
  it("sends staff to a page that is no change page itself", () => {
    const sentTo = changePages.flatMap(([, readOnlyPage]) => (readOnlyPage ? [readOnlyPage] : []));
    expect(sentTo.length).toBeGreaterThan(30);
    for (const readOnlyPage of new Set(sentTo)) {
      expect(readOnlyPageFor(readOnlyPage, changePages), readOnlyPage).toBeNull();
    }
  });

  it("leads from each change page to the page that shows what it would change", () => {
    const cases: [string, string][] = [
      ["/overview/wishes/music/edit", "/overview/wishes"],
      ["/overview/wishes/create/intro", "/overview/wishes"],
      ["/overview/wishes/create", "/overview/wishes"],
      ["/overview/offer/products/coffin/abc", "/overview/offer"],
      ["/overview/offer/funeral-site", "/overview/offer"],
      ["/overview/guests/5c1e0000-0000-4000-8000-000000000000", "/overview/guests"],
      ["/overview/guests/new", "/overview/guests"],
      ["/overview/trusted-person/edit", "/overview/trusted-person"],
      ["/overview/letters/intro", "/overview/letters"],
      ["/overview/letters/edit/", "/overview/letters"],
      ["/overview/letters/abc/open", "/overview/letters"],
      ["/overview/pricing/plans", "/overview/pricing"],
      ["/overview/pricing/confirmation", "/overview/pricing"],
      ["/overview/finance/partner/summary", "/overview/finance"],
      ["/overview/finance/tariff", "/overview/finance"],
      ["/overview/finance/insurance/wizard/type", "/overview/finance"],
      ["/overview/finance/costs/wizard/future", "/overview/finance"],
    ];
    for (const [path, readOnlyPage] of cases)
      expect(readOnlyPageFor(path, changePages), path).toBe(readOnlyPage);
  });

  it("leaves the pages that show the provision, and its files, as they are", () => {
    for (const path of [
      "/overview",
      "/overview/offer",
      "/overview/offer/funeral-site/markers",
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
      "/overview/finance/tariff/treuhand/contract",
      "/profile",
      "/documents",
      "/overview/wishesx/create",
    ]) {
      expect(readOnlyPageFor(path, changePages), path).toBeNull();
    }
  });
});
