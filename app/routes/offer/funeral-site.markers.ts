import { requestOf } from "~/.server/route-request";
import { onServiceError, withErrorPages } from "~/.server/service-errors";
import { findMarkers } from "~/.server/services/funeral-sites";
import { requireEditableOffer } from "~/.server/services/offer";
import { readProvision } from "~/.server/services/provisions";
import { parseMarkerQuery } from "~/domain/validation/funeral-sites";
import { t } from "~/i18n";
import type { Route } from "./+types/funeral-site.markers";

/**
 * GET /overview/offer/funeral-site/markers?types=…&prices=…&activeOnly=1&south=…&west=…&north=…&east=…
 * → {markers: [{id, name, city, lat, lon, price?}], truncated} (GET /funeralsites/markers) for the
 * map of the funeral-site page. Malformed parameters → 400 {message} (German); signed in only; 404 like the
 * page when the offer is customized.
 */
export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const { db, actor, ip } = requestOf({ request, context }, "signedIn");
  const query = parseMarkerQuery(new URL(request.url).searchParams);
  if (!query) return Response.json({ message: t("sites.markers.invalid") }, { status: 400 });
  const refusal = await onServiceError(
    async () => requireEditableOffer(await readProvision(db, actor, { ip, audit: false })),
    undefined,
    (error) => Response.json({ message: error.userMessage }, { status: error.status }),
  );
  if (refusal) return refusal;
  return Response.json(await findMarkers(db, query));
});
