/**
 * The markup checks every page gets (html-validate with its accessibility preset): the e2e audit of each page a
 * test visits (tests/e2e/support/fixtures.ts) and the unit tests that render a page's markup.
 */
import { HtmlValidate } from "html-validate";

const htmlValidate = new HtmlValidate({
  extends: ["html-validate:a11y"],
  rules: {
    "no-dup-id": "error",
    "heading-level": "error",
    "input-missing-label": "error",
    "valid-id": "off",
    "attribute-boolean-style": "off",
    // /register/prepare continues without JavaScript by a delayed meta refresh, next to a
    // visible link; a delay is what the processing screen is for.
    "meta-refresh": "off",
    // The ARIA 1.2 combobox (place search) needs a role="listbox" popup; a native <select> cannot filter.
    "prefer-native-element": ["error", { exclude: ["listbox"] }],
  },
});

/** What html-validate finds in a document, one "rule: message" per finding. */
export async function htmlFindings(html: string): Promise<string[]> {
  const report = await htmlValidate.validateString(html);
  return report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
}
