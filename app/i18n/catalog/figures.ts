/**
 * The names of the money figures a customer meets on the offer, the cost pages, the finance overview and the
 * tariff pages: one name per figure, used everywhere it is shown, so three amounts for one plan
 * read as three different things (decision 0037).
 */
export const figures = {
  "figure.offerToday": "Angebotspreis heute",
  "figure.siteEstimate": "Geschätzte Gebühr des Bestattungsorts",
  "figure.additional": "Zusätzliche Kosten außerhalb des Angebots",
  "figure.today": "Kosten heute insgesamt",
  "figure.years": "Angenommene Zeit bis zur Bestattung",
  "figure.yearsValue": "{years, number} Jahre",
  "figure.increase": "Preissteigerung bis dahin",
  "figure.future": "Geschätzte Kosten in {years, number} Jahren",
  "figure.insuredSum": "Versicherungssumme",
  "figure.insuredSum.explain":
    "Die Versicherungssumme sind die geschätzten Kosten in {years, number} Jahren ({amount}), auf volle 500 € aufgerundet.",
  "figure.increaseRule":
    "So rechnen wir die Preissteigerung: Für jedes Jahr bis zur Bestattung kommen 2 % der heutigen Kosten hinzu – jedes Jahr derselbe Betrag, ohne Zinseszins. Bei Ihnen: {years, number} Jahre × 2 % × {today} = {increase}.",
} as const;
