import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Staff (customer care, admins): open routes, each checks staff on the server. */
export const openRoutes: RouteConfigEntry[] = [
  route("salesforce", "routes/staff/salesforce.tsx"),
  route("provisions/disconnect", "routes/staff/provisions.disconnect.tsx"),
  route("provisions/:provisionId", "routes/staff/provisions.$provisionId.tsx"),
  route("auth/oidc", "routes/staff/auth.oidc.tsx"),
  route("auth/oidc/callback", "routes/staff/auth.oidc.callback.tsx"),
  // A colleague invited in the back office sets a first password (decision 0056).
  route("staff/invite", "routes/staff/invite.tsx"),
];
