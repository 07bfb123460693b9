import fs from "node:fs";
import path from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { parse } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { catalog } from "~/i18n";
import { readCatalogModule } from "./precompiled-messages";

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
