/**
 * The name search's spelling fold (decision 0096): "Müller", "Mueller" and "Muller" all become "muller", so that
 * customer care finds a name however it is typed. The same fold is an SQL expression (`nameFoldKey` in
 * app/.server/db/schema/provision.ts, held by the trigram index `provisions_name_fold_trgm_idx`); a database test
 * (customers.db.test.ts) checks that both give the same result. No imports: the schema reads these constants.
 *
 * Steps, in this order: letters with accents and umlauts become their base letter (`FOLD_FROM` → `FOLD_TO`), then
 * lower case, then "ß" → "ss", "ae" → "a", "oe" → "o", "ue" → "u".
 */
export const FOLD_FROM = "ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿẞ";
export const FOLD_TO = "aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyyß";

/** The replacements after the lower case, in order. */
export const FOLD_REPLACE: readonly (readonly [string, string])[] = [
  ["ß", "ss"],
  ["ae", "a"],
  ["oe", "o"],
  ["ue", "u"],
];

/** A name or a search word, folded as the index holds it. */
export function foldName(text: string): string {
  let mapped = "";
  for (const char of text) {
    const at = FOLD_FROM.indexOf(char);
    mapped += at >= 0 ? FOLD_TO[at] : char;
  }
  return FOLD_REPLACE.reduce((folded, [from, to]) => folded.replaceAll(from, to), mapped.toLowerCase());
}
