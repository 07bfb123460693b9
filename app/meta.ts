import { t, type MessageKey } from "~/i18n";

/** The meta description of a page (search results show it); the portal's general one by default. */
export function pageDescription(key: MessageKey = "shell.description") {
  return [{ name: "description", content: t(key) }];
}

/**
 * The document title of a page: "{page} – Vorsorgeportal", prefixed "Fehler: " when the page shows errors,
 * and its meta description.
 */
export function pageTitle(page: string, hasErrors = false, description?: MessageKey) {
  const title = t("shell.title", { page });
  return [
    { title: hasErrors ? t("shell.errorTitlePrefix", { title }) : title },
    ...pageDescription(description),
  ];
}
