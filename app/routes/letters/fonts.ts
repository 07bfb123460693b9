import fontsHref from "./letter-fonts.css?url";

/**
 * The handwriting fonts' stylesheet, linked only by the editor and preview routes (`export const links`).
 * The build has one global stylesheet (decision 0010); these faces stay out of it, so no other page even
 * carries their @font-face rules, and browsers fetch a woff2 file only when a letter uses that font.
 */
export const letterFontLinks = () => [{ rel: "stylesheet", href: fontsHref }];
