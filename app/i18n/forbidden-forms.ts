/**
 * Wrong or retired German forms (decision 0041): the wording test fails when one of them appears in a
 * message catalogue, a route or component, a mail template or CMS default content, and the e2e wording
 * test fails when one shows on a page. Each entry says what to write instead.
 * (Test data only: no page imports this module.)
 */
export interface ForbiddenForm {
  pattern: RegExp;
  instead: string;
}

export const FORBIDDEN_FORMS: readonly ForbiddenForm[] = [
  // "Herr" is a weak noun: after a preposition it is "Herrn" (salutationWord in app/domain/salutation.ts).
  { pattern: /\b(?:an|für|von|mit|bei|zu) Herr\s/, instead: "an Herrn …" },
  // Value-added tax: the law's word, one term.
  { pattern: /MwSt/, instead: "Umsatzsteuer" },
  { pattern: /Mehrwertsteuer/, instead: "Umsatzsteuer" },
  // A relative's read access: one term.
  { pattern: /Lesezugriff|Lesefreigabe|Leserecht/, instead: "Lesezugang" },
  // The funeral site: one term, one genitive.
  {
    pattern: /Bestattungsortes|Beisetzungsort|Bestattungsplatz/,
    instead: "Bestattungsort / Bestattungsorts",
  },
  {
    pattern: /Friedhof und Grabart|Friedhof speichern|gewählter Friedhof|keinen Friedhof/,
    instead: "Bestattungsort",
  },
  // "Tarif" is the insurance's word; the portal's paid plan is the "Vorsorgeplan".
  {
    pattern:
      /Tarif wählen|Tarif und Preisgarantie|kostenlosen Tarif|Jahrestarif|Tarif neu buchen|Ihr(?:en)? Tarif (?:ist|ohne)|den Tarif (?:mit|ohne) Preisgarantie|Tarif bezahlt/,
    instead: "Vorsorgeplan",
  },
  { pattern: /Vorsorge aktivieren/, instead: "Vorsorgeplan (menu) / Vorsorgeplan wählen (button)" },
  // Sentences an editor sent back.
  { pattern: /Es sind keine Wünsche festgehalten/, instead: "Es wurden noch keine Wünsche festgehalten." },
  { pattern: /Ändern Sie die Adresse, bitten wir/, instead: "Wenn Sie die Adresse ändern, bitten wir …" },
  // The terms standing alone (an error summary's "Label: message") are nominative; in the sentence
  // "Ich habe die Allgemeinen Geschäftsbedingungen … gelesen" the link text stays as it is.
  { pattern: /(?:^|\n)\s*Allgemeinen Geschäftsbedingungen:/, instead: "Allgemeine Geschäftsbedingungen" },
  { pattern: /terms: t\("register\.data\.termsLink"\)/, instead: 'terms: t("register.data.termsLabel")' },
];

/** The catalogues that speak only of the portal's own plan: "Tarif" has no place in them at all. */
export const PLAN_ONLY_CATALOGUES = ["pricing.ts", "billing.ts", "shell.ts"] as const;

/** The forbidden forms found in a text, with what to write instead. */
export function forbiddenFormsIn(text: string): { found: string; instead: string }[] {
  return FORBIDDEN_FORMS.flatMap(({ pattern, instead }) => {
    const match = pattern.exec(text);
    return match ? [{ found: match[0].trim(), instead }] : [];
  });
}
