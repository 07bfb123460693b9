import { t } from "~/i18n";

/** The document title of a page: "{page} – Vorsorgeportal", prefixed "Fehler: " when the page shows errors. */
export function pageTitle(page: string, hasErrors = false) {
  const title = t("shell.title", { page });
  return [{ title: hasErrors ? t("shell.errorTitlePrefix", { title }) : title }];
}
