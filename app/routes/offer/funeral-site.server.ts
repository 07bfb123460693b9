/**
 * Loader and action of /overview/offer/funeral-site (funeral-site.tsx), kept in a server module so that their
 * messages and helpers stay out of the page's JavaScript.
 */
import { data } from "react-router";
import { invalid, parseForm, reply } from "~/.server/forms";
import { cspExtension, sourceOfUrlTemplate } from "~/.server/http/csp";
import { pagePath } from "~/.server/http/url";
import { loadSitePage, saveFuneralSite } from "~/.server/services/funeral-sites";
import { readProvision, readVersion } from "~/.server/services/provisions";
import { requestOf } from "~/.server/route-request";
import { onServiceError } from "~/.server/service-errors";
import { redirectWithToast } from "~/.server/toast";
import { SITE_QUERY_MAX_LENGTH } from "~/domain/funeral-sites";
import { createFuneralSiteSchema } from "~/domain/validation/offer";
import { t } from "~/i18n";
import type { Route } from "./+types/funeral-site";
import { requireOfferCatalogue } from "./offer.server";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The tile layer of the map (TILE_URL, TILE_ATTRIBUTION) and the CSP source its host needs. Leaflet shows the
 * attribution as HTML: the configured text is escaped; the default credits OpenStreetMap with its licence link.
 */
function tileLayer(config: { TILE_URL: string; TILE_ATTRIBUTION?: string | undefined }) {
  return {
    url: config.TILE_URL,
    attribution: config.TILE_ATTRIBUTION
      ? escapeHtml(config.TILE_ATTRIBUTION)
      : `<a href="https://www.openstreetmap.org/copyright">${escapeHtml(t("sites.map.attribution"))}</a>`,
    source: sourceOfUrlTemplate(config.TILE_URL),
  };
}

/**
 * GET ?q=…&graveType=…&funeralSiteId=…: the nearest sites around the place searched (or the customer's own
 * place) with distance and the gross price for the grave type chosen; the chosen site stays listed.
 */
export async function loadFuneralSitePage({ request, context }: Route.LoaderArgs) {
  await requireOfferCatalogue({ request, context });
  const { db, actor, ip, config, runtime } = requestOf({ request, context }, "signedIn");
  const now = runtime.clock.now();
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim();
  const queryInvalid = query.length === 1 || query.length > SITE_QUERY_MAX_LENGTH;
  const input = {
    query: queryInvalid ? "" : query,
    graveType: params.get("graveType"),
    siteId: params.get("funeralSiteId") || null,
  };
  let tooMany = false;
  const page = await onServiceError(
    () => loadSitePage(db, actor, input, { ip, now }),
    ["LimitExceededException"],
    () => {
      tooMany = true;
      return loadSitePage(db, actor, { ...input, query: "" }, { ip, now });
    },
  );
  const tiles = tileLayer(config);
  const result = {
    ...page,
    query: query.slice(0, SITE_QUERY_MAX_LENGTH),
    queryMessage: queryInvalid
      ? t("sites.query.invalid")
      : tooMany
        ? t("sites.query.tooMany")
        : page.placeNotFound
          ? t("sites.query.notFound", { query })
          : null,
    tiles: { url: tiles.url, attribution: tiles.attribution },
  };
  const headers = cspExtension({ "img-src": [tiles.source] });
  const status = queryInvalid ? 400 : tooMany ? 429 : 200;
  return data(result, { status, headers });
}

/**
 * Where a save leads: the same search, but with the stored grave type and site checked. A grave type or site
 * left in the address by an earlier search would otherwise stand checked beside the saved one.
 */
function savedUrl(request: Request): string {
  const { path, search } = pagePath(request);
  const params = new URLSearchParams(search);
  params.delete("graveType");
  params.delete("funeralSiteId");
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

export async function saveFuneralSitePage({ request, context }: Route.ActionArgs) {
  const { db, actor, ip, session, runtime } = requestOf({ request, context }, "signedIn");
  const provision = await readProvision(db, actor, { ip, audit: false });
  const { formData, submission } = await parseForm(request, createFuneralSiteSchema(provision.funeralType));
  if (submission.status !== "success") {
    const seaWithoutSite = provision.funeralType === "sea" && !formData.get("funeralSiteId");
    return seaWithoutSite
      ? data(reply(submission, { fieldErrors: { funeralSiteId: [t("sites.refused.seaNeedsSite")] } }), {
          status: 400,
        })
      : invalid(submission);
  }
  return onServiceError(
    async () => {
      const outcome = await saveFuneralSite(
        db,
        actor,
        { funeralSiteId: submission.value.funeralSiteId, graveType: submission.value.graveType },
        { expectedVersion: readVersion(formData), ip, now: runtime.clock.now() },
      );
      if (outcome.saved) {
        return redirectWithToast(savedUrl(request), session, { kind: "success", message: t("sites.saved") });
      }
      const message = t(`sites.refused.${outcome.reason}`);
      const errors = outcome.field
        ? { fieldErrors: { [outcome.field]: [message] } }
        : { formErrors: [message] };
      return data(reply(submission, errors), { status: 400 });
    },
    ["staleVersion"],
    (error) => invalid(submission, error),
  );
}
