/**
 * German salutations and their case (decision 0041). "Herr" is a weak noun: it becomes "Herrn" in the
 * accusative, dative and genitive ("Brief an Herrn Hans Meier", "Sehr geehrter Herr Meier"); "Frau" never
 * changes. Every place that puts a salutation before a name asks this one function.
 */
export const SALUTATIONS = ["sir", "madame"] as const;
export type Salutation = (typeof SALUTATIONS)[number];
export type GrammaticalCase = "nominative" | "accusative" | "dative" | "genitive";

const FORMS: Record<Salutation, Record<GrammaticalCase, string>> = {
  sir: { nominative: "Herr", accusative: "Herrn", dative: "Herrn", genitive: "Herrn" },
  madame: { nominative: "Frau", accusative: "Frau", dative: "Frau", genitive: "Frau" },
};

export function isSalutation(value: unknown): value is Salutation {
  return (SALUTATIONS as readonly unknown[]).includes(value);
}

/** The salutation word in the given case, or "" when none (or an unknown one) is stored. */
export function salutationWord(
  salutation: string | null | undefined,
  grammaticalCase: GrammaticalCase,
): string {
  return isSalutation(salutation) ? FORMS[salutation][grammaticalCase] : "";
}

/** "Herrn Hans Meier" (accusative), "Frau Anna Schmidt": salutation, first and last name, empty parts left out. */
export function nameWithSalutation(
  person: { salutation?: string | null; firstname?: string | null; lastname?: string | null },
  grammaticalCase: GrammaticalCase,
): string {
  return [salutationWord(person.salutation, grammaticalCase), person.firstname, person.lastname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
}
