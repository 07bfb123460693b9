import { requestOf } from "~/.server/route-request";
import { onServiceError, withErrorPages } from "~/.server/service-errors";
import { searchPlaces } from "~/.server/services/registration/places";
import { PLACE_QUERY_MAX_LENGTH } from "~/domain/registration";
import { t } from "~/i18n";
import type { Route } from "./+types/places";

/**
 * GET /register/places?q=… → {places: [{code, city}]} for the place step's combobox; too many searches
 * from one address → 429 with {places: [], message} (German).
 */
export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get("q") ?? "";
  if (query.length > PLACE_QUERY_MAX_LENGTH) return Response.json({ places: [] }, { status: 400 });
  const { db, ip, runtime } = requestOf({ context });
  return onServiceError(
    async () => {
      const places = await searchPlaces(db, { query, ip, now: runtime.clock.now() });
      return Response.json({ places }, { headers: { "Cache-Control": "private, max-age=300" } });
    },
    ["LimitExceededException"],
    () => Response.json({ places: [], message: t("register.place.tooMany") }, { status: 429 }),
  );
});
