/** Texts around the legal pages (the pages themselves are Markdown in content/legal/). */
export const legal = {
  "legal.toc": "Inhalt",
  "legal.impressum.description":
    "Impressum des Vorsorgeportals: Anbieter, Anschrift, Vertretung, Kontakt und Registereintrag.",
  "legal.datenschutz.description":
    "Datenschutzerklärung des Vorsorgeportals: welche Daten wir wozu verarbeiten, Cookies, Dienstleister und Ihre Rechte.",
  "legal.agb.description":
    "Allgemeine Geschäftsbedingungen des Vorsorgeportals: Leistungen, Preis, Laufzeit, Kündigung und Widerrufsrecht.",
} as const;
