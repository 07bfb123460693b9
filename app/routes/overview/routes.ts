import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The overview page with its tiles, under the signed-in layout. */
export const privateRoutes: RouteConfigEntry[] = [route("overview", "routes/overview/index.tsx")];
