import { index, route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The start of the signed-in portal, under the signed-in layout. */
export const privateRoutes: RouteConfigEntry[] = [
  index("routes/private/index.ts"),
  route("intro", "routes/private/intro.tsx"),
];
