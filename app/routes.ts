import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import * as offer from "./routes/offer-routes";
import * as sites from "./routes/sites-routes";
import * as wishes from "./routes/wishes-routes";
import * as profile from "./routes/profile-routes";
import * as finance from "./routes/finance-routes";
import * as pricing from "./routes/pricing-routes";
import * as billing from "./routes/billing-routes";
import * as letters from "./routes/letters-routes";

/** The route table; mirrors the route tables of spec 000 §2 and 001 §2. */
export default [
  // Public routes: signed-in users are redirected to /.
  layout("routes/public/layout.tsx", [
    route("login", "routes/auth/login.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("forgot-password/verify", "routes/auth/reset-password.tsx"),
    // Sign-up wizard (spec 000 §2).
    route("register", "routes/register/index.ts"),
    route("register/type", "routes/register/type.tsx"),
    route("register/character", "routes/register/character.tsx"),
    route("register/place", "routes/register/place.tsx"),
    route("register/birthdate", "routes/register/birthdate.tsx"),
    route("register/data", "routes/register/data.tsx"),
  ]),
  // After the wizard the new customer is signed in, so the processing screen is not a public route.
  route("register/prepare", "routes/register/prepare.tsx"),
  route("register/places", "routes/register/places.ts"),
  // Open to everyone: the link in the sign-up mail also works while signed in.
  route("activate-account", "routes/auth/activate-account.tsx"),
  route("logout", "routes/auth/logout.ts"),

  // Private routes: anonymous visitors go to /login?redirectTo=….
  layout("routes/private/layout.tsx", [
    index("routes/private/home.ts"),
    route("intro", "routes/private/intro.tsx"),
    route("overview", "routes/overview/index.tsx"),
    // The areas, each in its own route list.
    ...offer.privateRoutes,
    ...sites.privateRoutes,
    ...wishes.privateRoutes,
    ...profile.privateRoutes,
    ...finance.privateRoutes,
    ...pricing.privateRoutes,
    ...billing.privateRoutes,
    ...letters.privateRoutes,
  ]),
  ...offer.openRoutes,
  ...sites.openRoutes,
  ...wishes.openRoutes,
  ...profile.openRoutes,
  ...finance.openRoutes,
  ...pricing.openRoutes,
  ...billing.openRoutes,
  ...letters.openRoutes,

  // Staff (customer care, admins): each route checks staff on the server.
  route("salesforce", "routes/staff/salesforce.tsx"),
  route("provisions/disconnect", "routes/staff/provision-disconnect.tsx"),
  route("provisions/:provisionId", "routes/staff/provision-open.tsx"),
  route("auth/oidc", "routes/staff/oidc-start.tsx"),
  route("auth/oidc/callback", "routes/staff/oidc-callback.tsx"),

  // Developer mailbox: 404 in production unless MAIL_DEV=1.
  route("dev/mailbox", "routes/dev/mailbox.tsx"),
  route("dev/mailbox/:id", "routes/dev/mailbox-message.tsx"),

  // Legal pages: open to everyone, signed in or not; one module renders all three.
  route("impressum", "routes/legal/page.tsx", { id: "legal-impressum" }),
  route("datenschutz", "routes/legal/page.tsx", { id: "legal-datenschutz" }),
  route("agb", "routes/legal/page.tsx", { id: "legal-agb" }),

  route("cookie-consent", "routes/shell/cookie-consent.tsx"),
  route("toasts/dismiss", "routes/shell/toasts-dismiss.ts"),
  route("*", "routes/shell/not-found.tsx"),
] satisfies RouteConfig;
