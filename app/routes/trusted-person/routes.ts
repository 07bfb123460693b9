import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the trusted-person folder under the signed-in layout ("friends and family"). */
export const privateRoutes: RouteConfigEntry[] = [
  route("overview/trusted-person", "routes/trusted-person/index.tsx"),
  route("overview/trusted-person/edit", "routes/trusted-person/edit.tsx"),
];

/** Routes of the trusted-person folder open to everyone (signed in or not). */
export const openRoutes: RouteConfigEntry[] = [
  // The trusted person's read-only summary by a read-access link (decision 0017).
  route("einsicht/:token", "routes/trusted-person/einsicht.$token.tsx"),
];
