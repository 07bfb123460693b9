import { type RouteConfig, route } from "@react-router/dev/routes";

/** The route table; mirrors the route tables of spec 000 §2 and 001 §2. */
export default [
  route("cookie-consent", "routes/shell/cookie-consent.tsx"),
  route("toasts/dismiss", "routes/shell/toasts-dismiss.ts"),
  route("*", "routes/shell/not-found.tsx"),
] satisfies RouteConfig;
