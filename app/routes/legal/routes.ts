import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** Legal pages: open to everyone, signed in or not; one module renders all three. */
export const openRoutes: RouteConfigEntry[] = [
  route("impressum", "routes/legal/page.tsx", { id: "legal-impressum" }),
  route("datenschutz", "routes/legal/page.tsx", { id: "legal-datenschutz" }),
  route("agb", "routes/legal/page.tsx", { id: "legal-agb" }),
];
