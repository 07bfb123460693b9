import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Every password check counts against the sign-in attempt limits (docs/decisions/0005). */
const PASSWORD_CHECK = {
  group: ["**/identity/password"],
  message: "Check passwords with verifyAccountPassword (identity): it counts the attempt.",
};

const REPLY_WITH_PASSWORD = {
  selector: "CallExpression[callee.property.name='reply'][callee.object.name='submission']",
  message: "Build the reply with reply()/invalid() from ~/.server/forms: they never send a password back.",
};

/** What no route module does: answer with a password, read a form by hand. */
const ROUTE_SYNTAX = [
  REPLY_WITH_PASSWORD,
  {
    selector: "CallExpression[callee.property.name='formData']",
    message: "Read the form with parseForm from ~/.server/forms.",
  },
];

/*
 * The rules the machine checks (docs/architecture.md, "Rules the machine checks"); app/architecture.test.ts checks
 * the ones that need the whole source tree.
 */

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
      "no-restricted-syntax": ["error", REPLY_WITH_PASSWORD],
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
    files: ["**/*.{ts,tsx}"],
    ignores: ["app/.server/identity/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [PASSWORD_CHECK] }],
    },
  },
  {
    // Route modules read forms and answer refusals through the kit, never by hand.
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["app/routes/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            PASSWORD_CHECK,
            {
              group: ["~/domain/errors", "**/domain/errors"],
              importNames: ["isServiceError"],
              message: "Let the route's error mapping answer a ServiceError; do not catch it by hand.",
            },
            {
              group: ["@conform-to/zod", "@conform-to/zod/*"],
              importNames: ["parseWithZod"],
              message: "Read the form with parseForm from ~/.server/forms.",
            },
          ],
        },
      ],
      "no-restricted-syntax": ["error", ...ROUTE_SYNTAX],
    },
  },
  {
    // Back-office lists draw their tables with the list kit's DataTable (caption, headings' scope, empty state).
    files: ["app/routes/backoffice/**/*.tsx"],
    ignores: ["app/**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...ROUTE_SYNTAX,
        {
          selector: "JSXOpeningElement[name.name=/^(thead|tbody)$/]",
          message: "Draw the table with DataTable from ~/components/list/DataTable.",
        },
      ],
    },
  },
  {
    // One clock: services, domain rules, identity and auth get `now` from runtime.clock, so the test clock reaches
    // every rule (expiry of codes and tokens, rate-limit windows included).
    files: [
      "app/.server/services/**/*.{ts,tsx}",
      "app/domain/**/*.{ts,tsx}",
      "app/.server/identity/**/*.{ts,tsx}",
      "app/.server/auth/**/*.{ts,tsx}",
    ],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        REPLY_WITH_PASSWORD,
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message:
            "Take `now` as an argument (runtime.clock.now() at the route); never read the system clock here.",
        },
      ],
      "no-restricted-properties": [
        "error",
        {
          object: "Date",
          property: "now",
          message:
            "Take `now` as an argument (runtime.clock.now() at the route); never read the system clock here.",
        },
      ],
    },
  },
  {
    // Components show what services return; the database layer stays behind the services.
    files: ["app/components/**/*.tsx", "app/routes/**/*.tsx"],
    ignores: ["app/**/*.test.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/.server/db", "~/.server/db/**", "**/.server/db", "**/.server/db/**"],
              message: "Components do not reach the database layer: take the type or value from a service.",
            },
          ],
        },
      ],
    },
  },
  {
    // Pages format figures through app/i18n (formatCents, formatNumber, the date formats, t()), whose texts the
    // server hands to hydration: a formatter of the page's own would load the browser's locale data while it
    // hydrates (decision 0110).
    files: ["app/components/**/*.tsx", "app/routes/**/*.tsx"],
    ignores: ["app/**/*.test.tsx", "app/routes/dev/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["NumberFormat", "DateTimeFormat", "PluralRules", "RelativeTimeFormat", "ListFormat"].map(
          (property) => ({
            object: "Intl",
            property,
            message: "Format through app/i18n (decision 0110): its texts reach hydration from the server.",
          }),
        ),
        ...["toLocaleString", "toLocaleDateString", "toLocaleTimeString"].map((property) => ({
          property,
          message: "Format through app/i18n (decision 0110): its texts reach hydration from the server.",
        })),
      ],
    },
  },
);
