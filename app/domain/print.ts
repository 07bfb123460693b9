/**
 * Large print (decision 0107): every document of /documents but the wallet card also comes in large print, at the
 * same address with `?druck=gross`. The standard print is the address without the parameter.
 */

/** "standard": the portal's typography; "large": large print. */
export type PrintStyle = "standard" | "large";

/** The query parameter that asks for large print, and its one value. */
const PRINT_PARAM = "druck";
const LARGE_PRINT_VALUE = "gross";

/** The smallest text of a large-print document, in points, and its line height as a multiple of the text size. */
export const LARGE_PRINT_MIN_POINTS = 16;
export const LARGE_PRINT_LINE_HEIGHT = 1.5;

/** The address of a document's large print: `/pdf/provision/…?druck=gross`. */
export function largePrintHref(href: string): string {
  return `${href}${href.includes("?") ? "&" : "?"}${PRINT_PARAM}=${LARGE_PRINT_VALUE}`;
}

/**
 * The print style a document's address asks for: no `druck` → standard, `druck=gross` once → large; any other
 * value, or the parameter more than once, → null (the route answers 400).
 */
export function printStyleOf(search: URLSearchParams): PrintStyle | null {
  const values = search.getAll(PRINT_PARAM);
  if (values.length === 0) return "standard";
  return values.length === 1 && values[0] === LARGE_PRINT_VALUE ? "large" : null;
}
