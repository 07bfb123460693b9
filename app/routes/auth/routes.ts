import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the auth folder under the public layout (signed-in users are sent away). */
export const publicRoutes: RouteConfigEntry[] = [
  route("login", "routes/auth/login.tsx"),
  // Passkey sign-in (decision 0094): resource routes the sign-in page's script calls.
  route("login/passkey/options", "routes/auth/login.passkey.options.ts"),
  route("login/passkey", "routes/auth/login.passkey.ts"),
  // The second step of a sign-in (decision 0093): anonymous until it succeeds, so under the public layout.
  route("login/code", "routes/auth/login.code.tsx"),
  route("login/authenticator", "routes/auth/login.authenticator.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("forgot-password/verify", "routes/auth/forgot-password.verify.tsx"),
];

/** Routes of the auth folder open to everyone: the link in the sign-up mail also works while signed in. */
export const openRoutes: RouteConfigEntry[] = [
  route("activate-account", "routes/auth/activate-account.tsx"),
  route("logout", "routes/auth/logout.ts"),
];
