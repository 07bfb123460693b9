import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/** The sign-up wizard, under the public layout. */
export const publicRoutes: RouteConfigEntry[] = [
  route("register", "routes/register/index.ts"),
  route("register/type", "routes/register/type.tsx"),
  route("register/character", "routes/register/character.tsx"),
  route("register/place", "routes/register/place.tsx"),
  route("register/birthdate", "routes/register/birthdate.tsx"),
  route("register/data", "routes/register/data.tsx"),
];

/** After the wizard the new customer is signed in, so the processing screen is not a public route. */
export const openRoutes: RouteConfigEntry[] = [
  route("register/prepare", "routes/register/prepare.tsx"),
  route("register/places", "routes/register/places.ts"),
];
