/** Texts of the document shell: header, footer, skip link, not-found and error pages, cookie banner, toasts. */
export const shell = {
  "app.name": "Vorsorgeportal",
  "shell.skipLink": "Zum Inhalt springen",
  "shell.title": "{page} – Vorsorgeportal",
  "shell.errorTitlePrefix": "Fehler: {title}",
} as const;
