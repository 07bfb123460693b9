import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the profile folder under the signed-in layout. */
export const privateRoutes: RouteConfigEntry[] = [
  route("profile", "routes/profile/index.tsx"),
  route("profile/export", "routes/profile/export.ts"),
  // Adding a passkey (decision 0094): resource routes the profile's script calls.
  route("profile/passkeys/options", "routes/profile/passkeys.options.ts"),
  route("profile/passkeys", "routes/profile/passkeys.ts"),
  route("profile/second-factor", "routes/profile/second-factor.tsx"),
];

/** Routes of the profile folder open to everyone (signed in or not). */
export const openRoutes: RouteConfigEntry[] = [
  route("kontakt-bestaetigen", "routes/profile/kontakt-bestaetigen.tsx"),
];
