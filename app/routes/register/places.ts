import { runtimeContext } from "~/.server/context";
import { searchPlaces } from "~/.server/services/places";
import { PLACE_QUERY_MAX_LENGTH } from "~/domain/registration";
import type { Route } from "./+types/places";

/** GET /register/places?q=… → {places: [{code, city}]} for the place step's combobox. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get("q") ?? "";
  if (query.length > PLACE_QUERY_MAX_LENGTH) return Response.json({ places: [] }, { status: 400 });
  const places = await searchPlaces(context.get(runtimeContext).database.db, query);
  return Response.json({ places }, { headers: { "Cache-Control": "private, max-age=300" } });
}
