import { createHash } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";

const CATALOG_MODULE = /\/app\/i18n\/catalog\/[a-z-]+\.ts$/;
const I18N_INDEX = /\/app\/i18n\/index\.ts$/;
/** Modules of ours that may use message keys (the catalogue and the i18n core excluded). */
const APP_MODULE = /\/app\/(?!i18n\/(?:catalog\/|index\.ts|registry\.ts)).*\.(?:ts|tsx)$/;
const STUB_PREFIX = "\0vorsorgeportal:catalogue-stub:";
const MESSAGES_PREFIX = "\0vorsorgeportal:messages:";
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

/** Every message of the catalogue modules in a directory, by key. */
export function readCatalog(dir: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const file of fs.readdirSync(dir)) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    const read = readCatalogModule(fs.readFileSync(path.join(dir, file), "utf8"));
    for (const [key, text] of Object.entries(read.messages)) messages.set(key, text);
  }
  return messages;
}

/**
 * The message keys a piece of source mentions: every string literal that is a key, and for a template
 * literal that starts like one (`overview.banner.${banner}.title`) every key with that beginning.
 */
export function keysUsed(code: string, catalog: ReadonlyMap<string, string>): string[] {
  const keys = new Set<string>();
  const literal = /(["'`])([a-z][\w-]*(?:\.[\w-]*)+)(\1|\$\{)/g;
  for (const [, , text, end] of code.matchAll(literal)) {
    if (end !== "${") {
      if (catalog.has(text!)) keys.add(text!);
      continue;
    }
    for (const key of catalog.keys()) if (key.startsWith(text!)) keys.add(key);
  }
  return [...keys].sort();
}

/**
 * Ships the German catalogue to the browser already parsed and split by area.
 *
 * - Parsed: ICU message ASTs, which intl-messageformat accepts in place of strings, so the ICU parser is
 *   swapped for its no-parser build in the browser (about 12 KB less compressed JavaScript per page).
 * - Split: in the browser, `app/i18n/index.ts` imports no catalogue module (they resolve to empty stubs);
 *   instead every module of ours imports a small generated module with exactly the messages whose keys it
 *   mentions, which adds them to the shared registry (app/i18n/registry.ts) when it loads. React Router's
 *   per-route code splitting then carries only the messages a page's modules use (decision 0010). `t(key)` and
 *   `MessageKey` stay as they are; the server keeps the whole catalogue as strings.
 */
export function precompiledMessages(): Plugin {
  const require = createRequire(import.meta.url);
  const noParser = require.resolve(`${PARSER}/no-parser.js`);
  let catalogDir = "";
  let registry = "";
  let catalog = new Map<string, string>();
  /** The virtual message modules handed out so far: id → the keys it registers. */
  const subsets = new Map<string, string[]>();
  return {
    name: "vorsorgeportal:precompiled-messages",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      catalogDir = path.join(config.root, "app/i18n/catalog");
      registry = JSON.stringify(path.join(config.root, "app/i18n/registry.ts"));
    },
    buildStart() {
      catalog = readCatalog(catalogDir);
    },
    async resolveId(source, importer) {
      if (source === PARSER) return noParser;
      if (subsets.has(source)) return source;
      if (!importer || !I18N_INDEX.test(importer.split("?")[0]!) || !source.startsWith("./catalog/"))
        return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? STUB_PREFIX + resolved.id : null;
    },
    load(id) {
      const keys = subsets.get(id);
      if (keys) {
        const compiled = Object.fromEntries(keys.map((key) => [key, compile(catalog.get(key)!)]));
        return `import { messages } from ${registry};\nObject.assign(messages, ${JSON.stringify(compiled)});\n`;
      }
      if (!id.startsWith(STUB_PREFIX)) return null;
      const { name } = readCatalogModule(fs.readFileSync(id.slice(STUB_PREFIX.length), "utf8"));
      return `export const ${name} = {};`;
    },
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (id.startsWith(STUB_PREFIX)) return null;
      if (CATALOG_MODULE.test(file)) {
        const { name, messages } = readCatalogModule(code);
        catalog = readCatalog(catalogDir);
        const compiled = Object.fromEntries(
          Object.entries(messages).map(([key, text]) => [key, compile(text)]),
        );
        return {
          code:
            `import { messages } from ${registry};\n` +
            `export const ${name} = ${JSON.stringify(compiled)};\nObject.assign(messages, ${name});\n`,
          map: null,
        };
      }
      if (!APP_MODULE.test(file) || file.includes("/node_modules/")) return null;
      const keys = keysUsed(code, catalog);
      if (keys.length === 0) return null;
      const subset = `${MESSAGES_PREFIX}${createHash("sha256").update(keys.join(",")).digest("base64url").slice(0, 12)}`;
      subsets.set(subset, keys);
      // On the first line, so that the rest of the module keeps its line numbers.
      return { code: `import ${JSON.stringify(subset)};${code}`, map: null };
    },
  };
}
