import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const submissionReplyRule = {
  selector: "CallExpression[callee.property.name='reply'][callee.object.name='submission']",
  message: "Build the reply with reply()/invalid() from ~/.server/forms: they never send a password back.",
};

const CLOCK_MESSAGE =
  "Take the instant from the caller (a `now` parameter or option; routes and jobs pass runtime.clock.now()), " +
  "so the test clock reaches the rule.";
const oneClockRules = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: `new Date() reads the system clock. ${CLOCK_MESSAGE}`,
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: `Date.now() reads the system clock. ${CLOCK_MESSAGE}`,
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/build/",
      "bench/bare/.react-router/",
      "bench/results/",
      "node_modules/",
      ".react-router/",
      "drizzle/",
      "test-results/",
      "playwright-report/",
      "data/",
      ".e2e-data*/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/.server/forms.ts", "app/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", submissionReplyRule] },
  },
  {
    // One clock (docs/decisions/0082): services and domain rules take "now" from their caller. A later block's
    // no-restricted-syntax replaces an earlier one's, so this one repeats the reply rule.
    files: ["app/.server/services/**/*.{ts,tsx}", "app/domain/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", submissionReplyRule, ...oneClockRules] },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    // Every password check counts against the sign-in attempt limits (docs/decisions/0005).
    files: ["**/*.{ts,tsx}"],
    ignores: ["app/.server/identity/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/identity/password"],
              message: "Check passwords with verifyAccountPassword (identity): it counts the attempt.",
            },
          ],
        },
      ],
    },
  },
);
