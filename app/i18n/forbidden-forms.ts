/**
 * Wrong or retired German forms (decision 0041): the wording test fails when one of them appears in a
 * message catalogue, a route or component, a mail template or CMS default content, and the e2e wording
 * test fails when one shows on a page. Each entry says what to write instead. `RENDERED_FORMS` add what only
 * rendered text can show (a page, a mail as sent, a PDF's text): a phone as stored, English, a pending state
 * announced as done.
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

const formsIn = (forms: readonly ForbiddenForm[], text: string) =>
  forms.flatMap(({ pattern, instead }) => {
    const match = pattern.exec(text);
    return match ? [{ found: match[0].trim(), instead }] : [];
  });

/** The forbidden forms found in a text, with what to write instead. */
export function forbiddenFormsIn(text: string): { found: string; instead: string }[] {
  return formsIn(FORBIDDEN_FORMS, text);
}

/** What rendered text must not show; source files are not checked for these (code is English). */
export const RENDERED_FORMS: readonly ForbiddenForm[] = [
  // A phone number as stored (E.164, "+49431123456"): shown through formatPhone ("0431 123456", "+44 20 …").
  { pattern: /\+\d{8,15}\b/, instead: "formatPhone of ~/i18n/phone (0431 123456)" },
  // English words and programming leftovers in German text.
  {
    pattern:
      /\b(?:the|and|with|your|please|click|submit|cancel|error|loading|undefined|NaN)\b|\[object Object\]/i,
    instead: "German text from the catalogue",
  },
  // "Erledigt:" (a success banner's or toast's prefix) before something that has not happened yet.
  {
    pattern: /Erledigt:[^.\n]*\b(?:wird|werden)\b/,
    instead: "a finished state (… ist eingegangen) or an info tone",
  },
];

/** The forbidden forms and the rendered-only ones found in a page's, mail's or PDF's text. */
export function renderedFormsIn(text: string): { found: string; instead: string }[] {
  return formsIn([...FORBIDDEN_FORMS, ...RENDERED_FORMS], text);
}
