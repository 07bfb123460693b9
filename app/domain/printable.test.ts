import { describe, expect, it } from "vitest";
import { printedText, textInFace, unprintableCharacters } from "./printable";

const codePoints = (text: string) => new Set([...text].map((char) => char.codePointAt(0) ?? 0));

describe("printedText", () => {
  it("keeps text, line breaks and tabs as typed, composed", () => {
    expect(printedText("Liebe Anna,\n\tdein Opa ❤")).toBe("Liebe Anna,\n\tdein Opa ❤");
    expect(printedText("Budys\u030Cin")).toBe("Budyšin");
  });

  it("prints an emoji sequence as its base glyphs: no variation selector, joiner, skin tone, keycap or tag", () => {
    expect(printedText("In Liebe ❤️ ✝︎")).toBe("In Liebe ❤ ✝");
    expect(printedText("👨\u200D👩\u200D👧")).toBe("👨👩👧");
    expect(printedText("✌🏽 👍🏿")).toBe("✌ 👍");
    expect(printedText("1️⃣")).toBe("1");
    expect(printedText("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}")).toBe("🏴");
    expect(printedText("a\u200Bb\uFEFFc\u0007d")).toBe("abcd");
  });
});

describe("unprintableCharacters", () => {
  const drawn = codePoints("In Liebe ❤✝😀,.");

  it("finds nothing when the face draws every character (spaces and line breaks need no glyph)", () => {
    expect(unprintableCharacters("In Liebe ❤️\n✝ 😀.\u00A0\u2003", drawn)).toEqual([]);
  });

  it("names each character the face cannot draw once, in the order they occur", () => {
    expect(unprintableCharacters("In Liebe 漢字 🌹 漢, 🌹 ❤", drawn)).toEqual(["漢", "字", "🌹"]);
  });

  it("names the parts of an emoji sequence, never its joiner or selector", () => {
    expect(unprintableCharacters("👨‍👩‍👧 ❤️", drawn)).toEqual(["👨", "👩", "👧"]);
  });
});

describe("textInFace", () => {
  it("leaves out what the face cannot draw, keeps line breaks, and sets other spaces as plain spaces", () => {
    const drawn = codePoints("In Liebe ❤,");
    expect(textInFace("In Liebe ❤️ 漢字,\n\tIn\u3000Liebe", drawn)).toBe("In Liebe ❤ ,\n\tIn Liebe");
  });
});
