/**
 * What bench:scale requests: every signed-in customer page, the funeral-site search and the map's markers, the
 * staff customer search by each criterion, and each customer-care list (first page, and a later page sorted by
 * name). Paths are built from the database's own subjects, so big and small ask the same questions.
 */
import type * as Customers from "../../app/domain/backoffice/customers.ts";
import { loadAppModule } from "../lib/app-module.ts";
import type { Subjects } from "./subjects.ts";

export interface Probe {
  label: string;
  who: "customer" | "staff";
  path: (s: Subjects) => string;
}

const CUSTOMER_PAGES = [
  "/overview",
  "/overview/offer",
  "/overview/wishes",
  "/overview/guests",
  "/overview/trusted-person",
  "/overview/letters",
  "/overview/finance",
  "/overview/pricing",
  "/overview/patientenverfuegung",
  "/overview/digitaler-nachlass",
  "/profile",
  "/documents",
];

/** The later page of a list: page 3 (rows 101–150), sorted by name, descending. */
const LATER_PAGE = "&sort=name&dir=desc&page=3";

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The map's view around the customer's place (about 30 km across), all funeral types. */
function markersPath(s: Subjects): string {
  const box = {
    south: (s.lat - 0.15).toFixed(4),
    west: (s.lon - 0.25).toFixed(4),
    north: (s.lat + 0.15).toFixed(4),
    east: (s.lon + 0.25).toFixed(4),
  };
  return `/overview/offer/funeral-site/markers?${query({ types: "burial,cremation,sea,tree", ...box })}`;
}

/** The probes; the list names come from the portal's source (its `~/` imports load through Vite's module runner). */
export async function probes(): Promise<readonly Probe[]> {
  const { CUSTOMER_LISTS } = await loadAppModule<typeof Customers>("/app/domain/backoffice/customers.ts");
  return [
    ...CUSTOMER_PAGES.map((page): Probe => ({ label: page, who: "customer", path: () => page })),
    { label: "site search by postal code", who: "customer", path: (s) => siteSearch(s.postalCode) },
    { label: "site search by place name", who: "customer", path: (s) => siteSearch(s.city) },
    { label: "site map markers", who: "customer", path: markersPath },
    { label: "/backoffice/customers (counts)", who: "staff", path: () => "/backoffice/customers" },
    ...(["name", "email", "number", "postalCode"] as const).map((criterion): Probe => ({
      label: `staff search by ${criterion}`,
      who: "staff",
      path: (s) => `/backoffice/customers?${query({ q: s.search[criterion] })}`,
    })),
    ...CUSTOMER_LISTS.flatMap((list): Probe[] => [
      { label: `list ${list}`, who: "staff", path: () => `/backoffice/customers?list=${list}` },
      {
        label: `list ${list} p3 by name`,
        who: "staff",
        path: () => `/backoffice/customers?list=${list}${LATER_PAGE}`,
      },
    ]),
  ];
}

function siteSearch(text: string): string {
  return `/overview/offer/funeral-site?${query({ q: text })}`;
}
