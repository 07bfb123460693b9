/**
 * The checkable rules of Leichte Sprache (decision 0106; Netzwerk Leichte Sprache, DIN SPEC 33429) for the
 * `easy.*` messages: one sentence per line, short sentences, one statement each (no comma but in a number, no
 * semicolon, no brackets), no abbreviation, no passive or future with "werden", numbers as figures, no "%" or "§".
 */

/** At most this many words in a sentence (a number or a hyphenated word counts as one). */
export const EASY_MAX_WORDS = 12;

/** Abbreviations and signs a reader of Leichte Sprache may not know. */
const ABBREVIATIONS = [
  "bzw.",
  "ggf.",
  "z. B.",
  "z.B.",
  "usw.",
  "etc.",
  "d. h.",
  "d.h.",
  "u. a.",
  "evtl.",
  "inkl.",
  "ca.",
  "Nr.",
  "vgl.",
  "MwSt",
  "AGB",
  "BGB",
  "SEPA",
  "IBAN",
  "PDF",
  "€",
  "%",
  "§",
] as const;

/** The forms of "werden": the passive ("wird abgebucht") and the future ("wird kommen") alike. */
const PASSIVE = /\b(wird|werden|wurde|wurden|worden|würde|würden)\b/i;
/** Numbers written as words, which Leichte Sprache writes as figures. */
const NUMBER_WORDS =
  /\b(zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|hundert|tausend|million)\b/i;
/** Words Leichte Sprache avoids: vague or bureaucratic forms. */
const AVOIDED_WORDS = /\b(sowie|bezüglich|hinsichtlich|gemäß|seitens|jeweils|sofern|welche[rsmn]?)\b/i;

/** A sentence ends with one of these. */
const SENTENCE_END = /[.?!:]$/;

/**
 * The problems of one line (one sentence, or with `label` a heading, link or button text, which ends without a
 * full stop); empty when it keeps every rule.
 */
export function sentenceProblems(line: string, { label = false }: { label?: boolean } = {}): string[] {
  const problems: string[] = [];
  const text = line.trim();
  if (text === "") return ["leere Zeile"];
  if (!label && !SENTENCE_END.test(text)) problems.push("kein Satzende");
  // A sentence ends only at the line's end: ". " inside the line means two statements in one line.
  if (/[.?!]\s+\S/.test(text.replace(/\b\d+\.\s/g, ""))) problems.push("mehr als ein Satz in einer Zeile");
  const words = text.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word));
  if (words.length > EASY_MAX_WORDS) problems.push(`${words.length} Wörter (höchstens ${EASY_MAX_WORDS})`);
  if (/,(?!\d)|(?<!\d),/.test(text)) problems.push("Komma");
  if (/[;()[\]]/.test(text)) problems.push("Semikolon oder Klammer");
  for (const abbreviation of ABBREVIATIONS) {
    if (text.includes(abbreviation)) problems.push(`Abkürzung „${abbreviation}“`);
  }
  const passive = PASSIVE.exec(text);
  if (passive) problems.push(`Passiv oder Futur „${passive[0]}“`);
  const number = NUMBER_WORDS.exec(text);
  if (number) problems.push(`Zahlwort „${number[0]}“`);
  const avoided = AVOIDED_WORDS.exec(text);
  if (avoided) problems.push(`schweres Wort „${avoided[0]}“`);
  return problems;
}

/** The problems of a message: each of its lines a sentence (or a label) that keeps the rules. */
export function easyTextProblems(text: string, options: { label?: boolean } = {}): string[] {
  return text
    .split("\n")
    .flatMap((line) => sentenceProblems(line, options).map((problem) => `${line.trim()} – ${problem}`));
}

/** A message's sentences, one per line: the pages render each as its own paragraph. */
export const sentencesOf = (text: string): string[] => text.split("\n").filter((line) => line.trim() !== "");
