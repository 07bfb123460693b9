/**
 * The parts of Leaflet the funeral-site map uses, from its ES module build: the bundler leaves out the rest
 * (vector layers, renderers, GeoJSON, …). Imported dynamically by funeral-site-map.tsx only.
 */
export { divIcon, latLngBounds, layerGroup, map, marker, tileLayer } from "leaflet/dist/leaflet-src.esm.js";
