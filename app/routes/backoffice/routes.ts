import { index, layout, prefix, type RouteConfigEntry } from "@react-router/dev/routes";
import * as catalogue from "./catalogue/routes";
import * as coupons from "./coupons/routes";
import * as customers from "./customers/routes";
import * as deaths from "./deaths/routes";
import * as letters from "./letters/routes";
import * as partners from "./partners/routes";
import * as sites from "./sites/routes";
import * as staff from "./staff/routes";

/**
 * The back office (/backoffice, docs/architecture.md "The back office"): one layout with the section navigation;
 * each section is a folder of its own with its own routes.ts. Every loader and action checks its need on the
 * server with `backOfficeRequest` (admins, or customer care and admins); anyone else gets 404.
 */
export const openRoutes: RouteConfigEntry[] = [
  layout("routes/backoffice/layout.tsx", [
    ...prefix("backoffice", [
      index("routes/backoffice/index.tsx"),
      ...customers.routes,
      ...deaths.routes,
      ...letters.routes,
      ...catalogue.routes,
      ...sites.routes,
      ...coupons.routes,
      ...staff.routes,
      ...partners.routes,
    ]),
  ]),
  // The partner intake API: no layout, no session; authenticated by the partner's API key.
  ...partners.apiRoutes,
];
