import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='reply'][callee.object.name='submission']",
          message:
            "Build the reply with reply()/invalid() from ~/.server/forms: they never send a password back.",
        },
      ],
    },
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
