import type * as Leaflet from "leaflet";
import type * as Parts from "./leaflet-parts";
// As a file of its own (?url), not through the app's one stylesheet (cssCodeSplit is off): linked by the effect.
import leafletCss from "leaflet/dist/leaflet.css?url";
import { useEffect, useRef, useState } from "react";
import {
  DEFAULT_ZOOM,
  GERMANY_CENTRE,
  groupOverlapping,
  MARKER_DEBOUNCE_MS,
  markerSearchParams,
  MIN_ZOOM,
  zoomAfterLookup,
  type MarkerAnswer,
  type Position,
  type SiteMarker,
} from "~/domain/funeral-sites";
import type { FuneralType } from "~/domain/constants";
import { Button } from "~/components/Button";
import { t } from "~/i18n";
import { formatCents } from "~/i18n/currency";
import styles from "./funeral-site.module.css";
import { href } from "react-router";

type LeafletParts = typeof Parts;

const MARKERS_PATH = href("/overview/offer/funeral-site/markers");
/** Links a stylesheet once; resolves when it has loaded (or failed: the map then still works, unstyled). */
function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[data-leaflet][href="${href}"]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    link.dataset.leaflet = "";
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

/**
 * Calls `load` once the element comes within one screen height of the view (at once where the browser cannot
 * tell): on a phone the map sits below the list, and whoever chooses from the list never downloads Leaflet, its
 * stylesheet and the tiles, nor waits for them while the page starts.
 */
function whenNearView(element: Element | null, load: () => void): { disconnect(): void } {
  if (!element || typeof IntersectionObserver === "undefined") {
    load();
    return { disconnect() {} };
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: "100% 0px" },
  );
  observer.observe(element);
  return observer;
}

export interface SiteMapProps {
  /** Tile URL template and attribution (HTML, built on the server from TILE_URL / TILE_ATTRIBUTION). */
  tiles: { url: string; attribution: string };
  /** The search centre; null: the centre of Germany. */
  centre: Position | null;
  funeralType: FuneralType;
  graveTypeId: string | null;
  /** The site checked in the list (with its position, to show it on the map). */
  chosen: (Position & { id: string }) | null;
  /** A marker was chosen: the page checks that site in the list (adding it when it is not listed). */
  onChoose: (id: string) => void;
}

interface MapState {
  L: LeafletParts;
  map: Leaflet.Map;
  layer: Leaflet.LayerGroup;
  /** The sites of the last look-up, drawn again when the zoom or the choice changes. */
  sites: SiteMarker[];
  /** A shared marker was pressed: the next look-up keeps the zoom it asked for, even with fewer than 3 sites. */
  keepZoom: boolean;
  schedule: () => void;
}

/** What the markers read when drawn or pressed: the newest choice and handler, without re-creating the map. */
interface Choice {
  chosenId: string | null;
  onChoose: (id: string) => void;
}

/** The highest zoom: sites still closer than a target there share one spot, and each keeps its own marker. */
const MAX_ZOOM = 18;

function markerTitle(marker: SiteMarker): string {
  const name = t("sites.map.marker", { name: marker.name, city: marker.city });
  return typeof marker.price === "number" ? `${name} – ${formatCents(marker.price)}` : name;
}

/** Every marker is a 44 × 44 px touch and click target (WCAG 2.5.5), whatever the size of the dot drawn in it. */
const MARKER_TARGET_PX = 44;

/**
 * A marker: a real <button> (named by the site, reachable by Tab) of 44 × 44 px with a dot drawn in its
 * middle, larger and darker for the chosen site; with `count`, the shared marker of that many sites. Leaflet's
 * own keyboard markers are <div role="button">; a native button needs no ARIA.
 */
function siteIcon(L: LeafletParts, label: string, chosen: boolean, count?: number): Leaflet.DivIcon {
  const button = document.createElement("button");
  button.type = "button";
  button.className = styles.markerButton ?? "";
  button.title = label;
  button.setAttribute("aria-label", label);
  // A shared marker shows its number of sites (drawn by the stylesheet; the label names them).
  if (count !== undefined) button.dataset.group = String(count);
  else if (chosen) button.setAttribute("aria-current", "true");
  return L.divIcon({
    html: button,
    className: chosen ? `${styles.marker} ${styles.markerChosen}` : styles.marker,
    iconSize: [MARKER_TARGET_PX, MARKER_TARGET_PX],
  });
}

/**
 * Draws the sites of the last look-up. Sites whose 44 px targets would overlap at this zoom share one marker
 * (WCAG 2.5.8) that shows their number and zooms in to them (without the zoom-out of too few sites undoing
 * it); the chosen site is placed first, so it keeps its own spot. A site's marker checks it in the list.
 */
function show(s: MapState, latest: { readonly current: Choice }) {
  const { L, map } = s;
  const { chosenId } = latest.current;
  s.layer.clearLayers();
  const placed = s.sites
    .toSorted((a, b) => Number(b.id === chosenId) - Number(a.id === chosenId))
    .map((site) => ({ site, ...map.latLngToLayerPoint([site.lat, site.lon]) }));
  const groups =
    map.getZoom() >= MAX_ZOOM ? placed.map((point) => [point]) : groupOverlapping(placed, MARKER_TARGET_PX);
  for (const group of groups) {
    const { site } = group[0]!;
    const chosenHere = group.some((point) => point.site.id === chosenId);
    const icon =
      group.length === 1
        ? siteIcon(L, markerTitle(site), chosenHere)
        : siteIcon(
            L,
            t("sites.map.group", { count: group.length, names: group.map((p) => p.site.name).join(", ") }),
            chosenHere,
            group.length,
          );
    const marker = L.marker([site.lat, site.lon], { icon, keyboard: false, riseOnHover: true });
    marker.on("click", () => {
      if (group.length === 1) latest.current.onChoose(site.id);
      else {
        s.keepZoom = true;
        map.fitBounds(L.latLngBounds(group.map((point) => [point.site.lat, point.site.lon])), {
          padding: [MARKER_TARGET_PX, MARKER_TARGET_PX],
        });
      }
    });
    marker.addTo(s.layer);
  }
}

/**
 * The Leaflet map beside the list: markers of the sites in view from the JSON look-up
 * (debounced 250 ms), zooming out one level while fewer than 3 are found or the look-up fails; default zoom 13
 * around the search centre, else the centre of Germany. Leaflet and its CSS are imported here, in an effect,
 * so they load on this page only, only with JavaScript, and only when the map nears the view. The list stays the way to choose: a marker only
 * checks its site there.
 */
export function SiteMap({ tiles, centre, funeralType, graveTypeId, chosen, onChoose }: SiteMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const state = useRef<MapState | null>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const [lookup, setLookup] = useState<{ count: number } | { failed: true } | null>(null);
  // The look-up and the marker handlers read the newest props without re-creating the map.
  const latest = useRef<Choice & { funeralType: FuneralType; graveTypeId: string | null }>({
    funeralType,
    graveTypeId,
    chosenId: chosen?.id ?? null,
    onChoose,
  });
  useEffect(() => {
    latest.current = { funeralType, graveTypeId, chosenId: chosen?.id ?? null, onChoose };
  });

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight: AbortController | undefined;
    const start = centre ?? GERMANY_CENTRE;

    function showAnswer(s: MapState, answer: MarkerAnswer) {
      s.sites = answer.markers;
      show(s, latest);
    }

    async function runLookup(s: MapState) {
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      const b = s.map.getBounds();
      const { funeralType: type, graveTypeId: grave } = latest.current;
      const params = markerSearchParams({
        types: [type],
        prices: type === "sea" ? grave : null,
        activeOnly: true,
        bounds: { south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() },
      });
      let outcome: { found: number } | { failed: true };
      try {
        const response = await fetch(`${MARKERS_PATH}?${params.toString()}`, {
          headers: { Accept: "application/json" },
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`marker look-up answered ${response.status}`);
        const answer = (await response.json()) as MarkerAnswer;
        if (controller.signal.aborted || cancelled) return;
        showAnswer(s, answer);
        outcome = { found: answer.markers.length };
        setLookup({ count: answer.markers.length });
      } catch (error) {
        if (controller.signal.aborted || cancelled) return;
        console.warn(error);
        outcome = { failed: true };
        setLookup({ failed: true });
      }
      const next = s.keepZoom ? null : zoomAfterLookup(s.map.getZoom(), outcome);
      s.keepZoom = false;
      if (next !== null) s.map.setZoom(next);
    }

    const load = () =>
      Promise.all([import("./leaflet-parts"), loadStylesheet(leafletCss)])
        .then(([L]) => {
          if (cancelled || !container.current) return;
          // Leaflet's zoom control is <a role="button"> with English names: the page has its own buttons below.
          const map = L.map(container.current, {
            minZoom: MIN_ZOOM,
            maxZoom: MAX_ZOOM,
            keyboard: true,
            zoomControl: false,
          });
          map.attributionControl.setPrefix(false);
          L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: MAX_ZOOM }).addTo(map);
          const s: MapState = {
            L,
            map,
            layer: L.layerGroup().addTo(map),
            sites: [],
            keepZoom: false,
            schedule: () => {
              clearTimeout(timer);
              timer = setTimeout(() => void runLookup(s), MARKER_DEBOUNCE_MS);
            },
          };
          state.current = s;
          map.on("moveend", s.schedule);
          map.on("zoomend", () => show(s, latest));
          map.setView([start.lat, start.lon], DEFAULT_ZOOM);
          setStatus("ready");
        })
        .catch((error: unknown) => {
          console.warn(error);
          if (!cancelled) setStatus("failed");
        });
    const nearView = whenNearView(container.current, load);
    return () => {
      cancelled = true;
      nearView.disconnect();
      clearTimeout(timer);
      inFlight?.abort();
      state.current?.map.remove();
      state.current = null;
    };
    // The map is created once; centre and choice changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A new search centre: back to the default zoom around it.
  const centreKey = centre ? `${centre.lat},${centre.lon}` : "";
  useEffect(() => {
    const s = state.current;
    if (s && centre) s.map.setView([centre.lat, centre.lon], DEFAULT_ZOOM);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [centreKey]);

  // Another grave type: the sea markers carry its prices.
  useEffect(() => {
    if (funeralType === "sea") state.current?.schedule();
  }, [graveTypeId, funeralType]);

  // The list's choice on the map: its marker highlighted, and in view.
  const chosenKey = chosen ? `${chosen.id}@${chosen.lat},${chosen.lon}` : "";
  useEffect(() => {
    const s = state.current;
    if (!s) return;
    show(s, latest);
    if (chosen && !s.map.getBounds().contains([chosen.lat, chosen.lon]))
      s.map.panTo([chosen.lat, chosen.lon]);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosenKey, status]);

  return (
    <div className={styles.mapBox}>
      <p className={styles.mapHint}>{t("sites.map.hint")}</p>
      <section ref={container} className={styles.map} aria-label={t("sites.map.label")} />
      <div className={styles.mapZoom}>
        <Button variant="secondary" disabled={status !== "ready"} onClick={() => state.current?.map.zoomIn()}>
          {t("sites.map.zoomIn")}
        </Button>
        <Button
          variant="secondary"
          disabled={status !== "ready"}
          onClick={() => state.current?.map.zoomOut()}
        >
          {t("sites.map.zoomOut")}
        </Button>
      </div>
      <p role="status" className={styles.mapStatus} data-testid="map-status">
        {status === "loading"
          ? t("sites.map.loading")
          : status === "failed"
            ? t("sites.map.failed")
            : lookup === null
              ? ""
              : "failed" in lookup
                ? t("sites.map.lookupFailed")
                : t("sites.map.count", { count: lookup.count })}
      </p>
    </div>
  );
}
