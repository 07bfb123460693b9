import { createRequire } from "node:module";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";

const CATALOG_MODULE = /\/app\/i18n\/catalog\/[a-z-]+\.ts$/;
const PARSER = "@formatjs/icu-messageformat-parser";

/** Evaluates a catalogue module: one `export const name = { "key": "ICU message", … } as const;`. */
export function readCatalogModule(code: string): { name: string; messages: Record<string, string> } {
  const match = /export const (\w+) = (\{[\s\S]*\})\s*as const;\s*$/.exec(code.trim());
  if (!match) throw new Error("a catalogue module must be `export const name = { … } as const;`");
  const messages = new Function(`return (${match[2]});`)() as Record<string, string>;
  return { name: match[1]!, messages };
}

/** A message as the browser gets it: plain text stays a string (t() returns it as is), the rest an AST. */
export function compile(text: string): string | ReturnType<typeof parse> {
  return isPlainText(text) ? text : parse(text);
}

/** Text with no ICU syntax at all: no braces, no apostrophe (ICU's escape character). */
export const isPlainText = (text: string) => !/[{}']/.test(text);

/**
 * Ships the German catalogue to the browser already parsed (ICU message ASTs, which
 * intl-messageformat accepts in place of strings) and swaps the ICU parser for its no-parser build
 * there: about 12 KB less compressed JavaScript on every page. The server keeps strings and the parser.
 */
export function precompiledMessages(): Plugin {
  const require = createRequire(import.meta.url);
  const noParser = require.resolve(`${PARSER}/no-parser.js`);
  return {
    name: "vorsorgeportal:precompiled-messages",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source) {
      return source === PARSER ? noParser : null;
    },
    transform(code, id) {
      if (!CATALOG_MODULE.test(id.split("?")[0]!)) return null;
      const { name, messages } = readCatalogModule(code);
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => [key, compile(text)]),
      );
      return { code: `export const ${name} = ${JSON.stringify(compiled)};`, map: null };
    },
  };
}
