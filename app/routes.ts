import { type RouteConfig, layout } from "@react-router/dev/routes";
import * as api from "./routes/api/routes";
import * as afterDeath from "./routes/after-death/routes";
import * as auth from "./routes/auth/routes";
import * as backOffice from "./routes/backoffice/routes";
import * as billing from "./routes/billing/routes";
import * as dev from "./routes/dev/routes";
import * as documents from "./routes/documents/routes";
import * as easy from "./routes/easy-language/routes";
import * as finance from "./routes/finance/routes";
import * as legal from "./routes/legal/routes";
import * as letters from "./routes/letters/routes";
import * as offer from "./routes/offer/routes";
import * as overview from "./routes/overview/routes";
import * as partner from "./routes/partner/routes";
import * as pricing from "./routes/pricing/routes";
import * as privateArea from "./routes/private/routes";
import * as profile from "./routes/profile/routes";
import * as register from "./routes/register/routes";
import * as shell from "./routes/shell/routes";
import * as staff from "./routes/staff/routes";
import * as trustedPerson from "./routes/trusted-person/routes";
import * as wishes from "./routes/wishes/routes";

/**
 * The route table of the portal. Each folder of app/routes/ lists its own
 * files in its routes.ts; this table only places those lists under a layout (docs/architecture.md,
 * "The anatomy of an area"): `publicRoutes` under the public layout, `privateRoutes` under the signed-in layout,
 * `openRoutes` under none.
 */
export default [
  // Public routes: signed-in users are redirected to /.
  layout("routes/public/layout.tsx", [...auth.publicRoutes, ...register.publicRoutes]),
  // Private routes: anonymous visitors go to /login?redirectTo=….
  layout("routes/private/layout.tsx", [
    ...privateArea.privateRoutes,
    ...overview.privateRoutes,
    ...offer.privateRoutes,
    ...wishes.privateRoutes,
    ...trustedPerson.privateRoutes,
    ...profile.privateRoutes,
    ...documents.privateRoutes,
    ...partner.privateRoutes,
    ...finance.privateRoutes,
    ...pricing.privateRoutes,
    ...letters.privateRoutes,
    ...afterDeath.privateRoutes,
    ...easy.privateRoutes,
  ]),
  // Open to everyone, signed in or not; staff routes check staff on the server.
  ...register.openRoutes,
  ...auth.openRoutes,
  ...trustedPerson.openRoutes,
  ...profile.openRoutes,
  ...pricing.openRoutes,
  ...billing.openRoutes,
  ...staff.openRoutes,
  ...backOffice.openRoutes,
  ...api.openRoutes,
  ...dev.openRoutes,
  ...legal.openRoutes,
  ...easy.openRoutes,
  // Last: the shell, whose `*` catches every unknown address.
  ...shell.openRoutes,
] satisfies RouteConfig;
