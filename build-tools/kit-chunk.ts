/**
 * The modules of the client build's "kit" chunk (vite.config.ts): the interface kit and the i18n core are used by
 * nearly every page, so one chunk instead of a dozen small ones saves each page the per-file import/export overhead
 * (bench: JS bytes per page). What they import comes along; kit-chunk.test.ts keeps the page-specific libraries out.
 */
export const KIT_CHUNK =
  /\/app\/(components\/|i18n\/(index|registry)\.|meta\.|domain\/([a-z-]+\/)?(constants|http-errors)\.|routes\/shell\/not-found-page\.)/;
