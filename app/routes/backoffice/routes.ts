import { index, layout, prefix, type RouteConfigEntry } from "@react-router/dev/routes";
import * as catalogue from "./catalogue/routes";
import * as coupons from "./coupons/routes";
import * as customers from "./customers/routes";
import * as deaths from "./deaths/routes";
import * as letters from "./letters/routes";
import * as maintenance from "./maintenance/routes";
import * as partners from "./partners/routes";
import * as sites from "./sites/routes";
import * as staff from "./staff/routes";

/**
 * The back office (/backoffice, docs/architecture.md "The back office"): each section is a folder of its own with
 * its own routes.ts, placed under the layout of its one need. The customer-care layout (with the section
 * navigation) lets customer care and admins in, the admin layout inside it admins only; anyone else gets 404.
 */
export const openRoutes: RouteConfigEntry[] = [
  layout("routes/backoffice/layout.tsx", [
    ...prefix("backoffice", [
      index("routes/backoffice/index.tsx"),
      ...customers.routes,
      ...deaths.routes,
      ...letters.routes,
      layout("routes/backoffice/admin-layout.tsx", [
        ...catalogue.routes,
        ...sites.routes,
        ...coupons.routes,
        ...staff.routes,
        ...partners.routes,
        ...maintenance.routes,
      ]),
    ]),
  ]),
  // The partner API's sign-up link: open to everyone.
  ...partners.signUpRoutes,
];
