import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The customer's side of a frozen plan (decision 0063), under the signed-in layout. */
export const privateRoutes: RouteConfigEntry[] = [
  route("vorsorge-abgeschlossen", "routes/after-death/vorsorge-abgeschlossen.tsx"),
];
