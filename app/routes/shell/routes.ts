import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The document shell's own routes, open to everyone; `*` (any unknown address) is the German 404 page. */
export const openRoutes: RouteConfigEntry[] = [
  route("cookie-consent", "routes/shell/cookie-consent.tsx"),
  route("toasts/dismiss", "routes/shell/toasts.dismiss.ts"),
  // After a sign-out, the next page loads this once: the browser's cache is cleared again (decision 0111).
  route("cache/clear", "routes/shell/cache.clear.ts"),
  route("*", "routes/shell/not-found.tsx"),
];
