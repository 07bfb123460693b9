import { afterEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module (its table is read once per page). */
const load = async () => {
  vi.resetModules();
  return import("./server-formats");
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("figures formatted by the server for the browser's hydration", () => {
  it("records on the server what a document's render formatted, and nothing outside a render", async () => {
    const { formatOnce, recordFormatsWith } = await load();
    const document = new Map<string, string>();
    let rendering = false;
    recordFormatsWith(() => (rendering ? document : undefined));
    expect(formatOnce("€ 123456 cents", () => "1.234,56 €")).toBe("1.234,56 €");
    rendering = true;
    expect(formatOnce("€ 500 cents", () => "5,00 €")).toBe("5,00 €");
    expect([...document]).toEqual([["€ 500 cents", "5,00 €"]]);
  });

  it("gives the browser the server's text without formatting, and formats what the server did not send", async () => {
    vi.stubGlobal("document", {
      getElementById: (id: string) =>
        id === "vp-formats" ? { textContent: '{"€ 500 cents":"5,00 €","bad":3}' } : null,
    });
    const { formatOnce } = await load();
    const format = vi.fn(() => "formatted here");
    expect(formatOnce("€ 500 cents", format)).toBe("5,00 €");
    expect(format).not.toHaveBeenCalled();
    expect(formatOnce("€ 700 cents", format)).toBe("formatted here");
    expect(formatOnce("bad", format)).toBe("formatted here");
  });

  it("formats in the browser when the document has no table or a broken one", async () => {
    vi.stubGlobal("document", { getElementById: () => ({ textContent: "{not json" }) });
    const { formatOnce } = await load();
    expect(formatOnce("t x {}", () => "Text")).toBe("Text");
  });

  it("writes the table as a data block that no text can close", async () => {
    const { formatsElement } = await load();
    const element = formatsElement(new Map([["t note {}", "</script><script>alert(1)</script>"]]));
    expect(element).toBe(
      '<script type="application/json" id="vp-formats">{"t note {}":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    expect(JSON.parse(element.slice(element.indexOf(">") + 1, -"</script>".length))).toEqual({
      "t note {}": "</script><script>alert(1)</script>",
    });
  });
});
