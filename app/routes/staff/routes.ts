import { layout, route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Staff (customer care, admins): the staff layout's middleware lets staff through; sign-in and invitation are open. */
export const openRoutes: RouteConfigEntry[] = [
  layout("routes/staff/layout.tsx", [
    route("salesforce", "routes/staff/salesforce.tsx"),
    route("provisions/disconnect", "routes/staff/provisions.disconnect.tsx"),
    route("provisions/:provisionId", "routes/staff/provisions.$provisionId.tsx"),
  ]),
  route("auth/oidc", "routes/staff/auth.oidc.tsx"),
  route("auth/oidc/callback", "routes/staff/auth.oidc.callback.tsx"),
  // A colleague invited in the back office sets a first password (decision 0056).
  route("staff/invite", "routes/staff/invite.tsx"),
];
