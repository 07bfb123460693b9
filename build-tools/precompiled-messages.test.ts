import fs from "node:fs";
import path from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { catalog } from "~/i18n";
import { keysUsed, precompiledMessages, readCatalog, readCatalogModule } from "./precompiled-messages";

const dir = path.resolve("app/i18n/catalog");
const modules = fs.readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));

describe("precompiled catalogue for the browser", () => {
  it("reads every catalogue module to exactly the messages the server uses", () => {
    const read = Object.assign(
      {},
      ...modules.map((f) => readCatalogModule(fs.readFileSync(path.join(dir, f), "utf8")).messages),
    );
    expect(read).toEqual(catalog);
  });

  it("formats the same German text from the parsed message as from the string", () => {
    const key = "overview.upper.count";
    const values = { done: 2, total: 5 };
    const fromAst = new IntlMessageFormat(parse(catalog[key]), "de-DE").format(values);
    expect(fromAst).toBe("2 von 5 erledigt");
  });
});

describe("messages per route in the browser", () => {
  const catalogue = readCatalog(dir);

  it("finds the keys a module mentions, and every key a template literal starts", () => {
    const code = [
      'const a = t("auth.login.title");',
      "const b = t(`components.tile.status.${status}` as const);",
      'const c = "not.a.key"; const d = "auth.login.titl";',
    ].join("\n");
    const keys = keysUsed(code, catalogue);
    expect(keys).toContain("auth.login.title");
    expect(keys).toContain("components.tile.status.completed");
    expect(keys.every((k) => k === "auth.login.title" || k.startsWith("components.tile.status."))).toBe(true);
  });

  it("gives the sign-in page's code only sign-in, kit and validation messages", () => {
    const login = fs.readFileSync(path.resolve("app/routes/auth/login.tsx"), "utf8");
    const keys = keysUsed(login, catalogue);
    expect(keys).toContain("auth.login.title");
    const foreign = keys.filter((k) => /^(register|overview|staff|mail)\./.test(k));
    expect(foreign).toEqual([]);
  });

  it("registers the messages of a catalogue module into the shared registry when it loads", async () => {
    const plugin = precompiledMessages();
    (plugin.configResolved as (c: { root: string }) => void)({ root: path.resolve(".") });
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const file = path.join(dir, "auth.ts");
    const out = transform.call({}, fs.readFileSync(file, "utf8"), file);
    expect(out?.code).toMatch(/^import \{ messages \} from ".*app\/i18n\/registry\.ts";/);
    expect(out?.code).toContain("Object.assign(messages, auth);");
  });
});

/** Every source module that may use a message key (the catalogue itself left out), with its text. */
function sources(): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of fs.readdirSync(folder)) {
      const file = path.join(folder, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name) && !file.includes(`${path.sep}catalog${path.sep}`)) found.push(file);
    }
  };
  walk(path.resolve("app"));
  walk(path.resolve("server"));
  return found;
}

describe("the catalogue holds no dead text", () => {
  it("has every message used by some module, by its key or by a template literal that starts it", () => {
    const messages = readCatalog(dir);
    const used = new Set(sources().flatMap((file) => keysUsed(fs.readFileSync(file, "utf8"), messages)));
    expect([...messages.keys()].filter((key) => !used.has(key))).toEqual([]);
  });
});
