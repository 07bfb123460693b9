import { useId } from "react";

/**
 * A unique id that starts with a letter. React's own ids ("_R_1_") are valid HTML, but stricter
 * checkers (html-validate's valid-id, used in our e2e audit) want a leading letter.
 */
export function useDomId(prefix: string): string {
  return `${prefix}${useId()}`;
}
