/** Leaflet's ES module build has the types of the "leaflet" package (@types/leaflet). */
declare module "leaflet/dist/leaflet-src.esm.js" {
  export * from "leaflet";
}
