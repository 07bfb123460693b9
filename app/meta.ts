import { t, type MessageKey } from "~/i18n";

/** The meta description of a page (search results show it); the portal's general one by default. */
export function pageDescription(description: MessageKey | { text: string } = "shell.description") {
  return [
    { name: "description", content: typeof description === "string" ? t(description) : description.text },
  ];
}

/**
 * The document title of a page: "{page} – Vorsorgeportal", prefixed "Fehler: " when the page shows errors,
 * and its meta description.
 */
export function pageTitle(page: string, hasErrors = false, description?: MessageKey | { text: string }) {
  const title = t("shell.title", { page });
  return [
    { title: hasErrors ? t("shell.errorTitlePrefix", { title }) : title },
    ...pageDescription(description),
  ];
}
