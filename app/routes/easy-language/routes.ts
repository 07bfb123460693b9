import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Leichte Sprache (decision 0106): the start and topic pages for everyone, signed in or not. */
export const openRoutes: RouteConfigEntry[] = [
  route("leichte-sprache", "routes/easy-language/leichte-sprache.tsx"),
  route("leichte-sprache/:topic", "routes/easy-language/leichte-sprache.$topic.tsx"),
];

/** The personal summary: under the signed-in layout (anonymous visitors sign in first). */
export const privateRoutes: RouteConfigEntry[] = [
  route("leichte-sprache/meine-vorsorge", "routes/easy-language/leichte-sprache.meine-vorsorge.tsx"),
];
