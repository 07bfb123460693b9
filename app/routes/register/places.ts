import { requestInfoContext, runtimeContext } from "~/.server/context";
import { searchPlaces } from "~/.server/services/places";
import { isServiceError } from "~/domain/errors";
import { PLACE_QUERY_MAX_LENGTH } from "~/domain/registration";
import { t } from "~/i18n";
import type { Route } from "./+types/places";

/**
 * GET /register/places?q=… → {places: [{code, city}]} for the place step's combobox; too many searches
 * from one address → 429 with {places: [], message} (German).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get("q") ?? "";
  if (query.length > PLACE_QUERY_MAX_LENGTH) return Response.json({ places: [] }, { status: 400 });
  const { ip } = context.get(requestInfoContext);
  try {
    const places = await searchPlaces(context.get(runtimeContext).database.db, { query, ip });
    return Response.json({ places }, { headers: { "Cache-Control": "private, max-age=300" } });
  } catch (error) {
    if (!isServiceError(error) || error.code !== "LimitExceededException") throw error;
    return Response.json({ places: [], message: t("register.place.tooMany") }, { status: 429 });
  }
}
