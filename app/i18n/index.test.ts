import { parse } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { afterAll, describe, expect, it } from "vitest";
import { LOCALE, t, type MessageKey, type MessageValues } from "./index";
import { messages } from "./registry";

// In the browser the catalogue holds messages parsed at build time (build-tools/precompiled-messages.ts).
// Each case adds a key of its own that no other test formats (t() keeps one formatter per key, and test files
// share modules) and takes it away afterwards.
const added: string[] = [];
afterAll(() => {
  for (const key of added) delete messages[key];
});

function inBrowser(text: string, values: MessageValues) {
  const key = `test.parsed.${added.length}`;
  added.push(key);
  messages[key] = parse(text);
  return t(key as MessageKey, values);
}

describe("t() with a parsed message", () => {
  const cases: [string, MessageValues][] = [
    ["Schritt {current} von {total}", { current: 1, total: 5 }],
    ["{page} – Vorsorgeportal", { page: "Bestattungsart" }],
    ["{count} Zeichen", { count: 0 }],
    ["{count} Zeichen", { count: 999 }],
    ["{count} Zeichen", { count: 1000 }],
    ["{count} Zeichen", { count: 12345.5 }],
    ["{count} Zeichen", { count: -3 }],
    ["{count} Zeichen", { count: -0 }],
    ["{count, plural, one {# Ort} other {# Orte}}", { count: 2 }],
    ["{price, number, ::currency/EUR}", { price: 1234.5 }],
    ["Stand {date}", { date: new Date(Date.UTC(2026, 10, 26)) }],
  ];

  it.each(cases)("formats %s as IntlMessageFormat does", (text, values) => {
    expect(inBrowser(text, values)).toBe(String(new IntlMessageFormat(parse(text), LOCALE).format(values)));
  });

  it("still refuses a missing value", () => {
    expect(() => inBrowser("Schritt {current} von {total}", { current: 1 })).toThrow();
  });
});
