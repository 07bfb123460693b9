/**
 * The messages `t()` can format. On the server app/i18n/index.ts puts the whole catalogue here; in the
 * browser each catalogue module adds its area when a page's code imports it (see
 * build-tools/precompiled-messages.ts), so a page carries only the areas it uses.
 */
export const messages: Record<string, unknown> = {};
