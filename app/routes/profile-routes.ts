import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Routes of the profile area; app/routes.ts puts `privateRoutes` under the signed-in layout. */
export const privateRoutes: RouteConfigEntry[] = [];

/** Routes of the profile area open to everyone (signed in or not). */
export const openRoutes: RouteConfigEntry[] = [];
