import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { finishHead, inlineRootStylesheets, STYLES_PLACEHOLDER } from "./document-head";

function manifest(css: string[]): EntryContext["manifest"] {
  return {
    routes: {
      root: { id: "root", module: "/assets/root.js", css, hasLoader: true },
      "routes/login": { id: "routes/login", parentId: "root", module: "/assets/login.js", css: [] },
    },
  } as unknown as EntryContext["manifest"];
}

describe("the app's stylesheet inline", () => {
  const files: Record<string, string> = {
    "/assets/style-abc.css": "body{margin:0}",
    "/assets/evil.css": "a{}</style><script>alert(1)</script>",
  };
  const read = (href: string) => files[href] ?? null;

  it("gives the root route's stylesheet and takes it out of the manifest, so that no link is rendered for it", () => {
    const assets = manifest(["/assets/style-abc.css"]);
    expect(inlineRootStylesheets(assets, read)).toBe("body{margin:0}");
    expect(assets.routes.root!.css).toEqual([]);
  });

  it("leaves the manifest as it is when a file is missing or could close the style element", () => {
    for (const css of [
      ["/assets/missing.css"],
      ["/assets/evil.css"],
      ["/assets/style-abc.css", "/assets/missing.css"],
    ]) {
      const assets = manifest(css);
      expect(inlineRootStylesheets(assets, read)).toBeNull();
      expect(assets.routes.root!.css).toEqual(css);
    }
  });

  it("inlines nothing that is no file of the build's assets", () => {
    const assets = manifest(["https://cdn.example/x.css", "/app/root.css?url"]);
    expect(inlineRootStylesheets(assets, () => "a{}")).toBeNull();
    expect(assets.routes.root!.css).toEqual(["https://cdn.example/x.css", "/app/root.css?url"]);
  });

  it("links a stylesheet too large to be sent with every page", () => {
    const assets = manifest(["/assets/style-abc.css"]);
    expect(inlineRootStylesheets(assets, () => "a{}".repeat(40_000))).toBeNull();
    expect(assets.routes.root!.css).toEqual(["/assets/style-abc.css"]);
  });
});

describe("the scripts' priority", () => {
  const head =
    '<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="icon" href="/favicon.ico"/>' +
    '<link rel="modulepreload" href="/assets/b.js" nonce="n"/></head>';

  it("asks for the module preloads of the head at low priority", () => {
    const body =
      '<body><p>&lt;link rel="modulepreload"</p><link rel="modulepreload" href="/c.js"/></body></html>';
    expect(finishHead(Buffer.from(head + body), null).toString()).toBe(
      '<html><head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/><link rel="icon" href="/favicon.ico"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js" nonce="n"/></head>' +
        body,
    );
  });

  it("leaves a document without them, or without a head, as it is", () => {
    for (const html of ["<html><head><title>x</title></head><body></body></html>", "<p>Guten Tag</p>"]) {
      const document = Buffer.from(html);
      expect(finishHead(document, Buffer.from("a{}"))).toBe(document);
    }
  });
});

describe("the stylesheet's bytes in the document", () => {
  const css = Buffer.from('.back::before{content:"← "}');
  const style = `<style id="document-styles" nonce="n">${STYLES_PLACEHOLDER}</style>`;

  it("stand in the head's style element, among the module preloads, in place of the placeholder", () => {
    const document = Buffer.from(
      `<html><head><link rel="modulepreload" href="/a.js"/>${style}<link rel="modulepreload" href="/b.js"/></head>` +
        `<body><p>${STYLES_PLACEHOLDER}</p></body></html>`,
    );
    expect(finishHead(document, css).toString()).toBe(
      '<html><head><link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<style id="document-styles" nonce="n">.back::before{content:"← "}</style>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/></head>' +
        `<body><p>${STYLES_PLACEHOLDER}</p></body></html>`,
    );
  });

  it("stand in a head without module preloads too", () => {
    const document = Buffer.from(`<html><head>${style}</head><body></body></html>`);
    expect(finishHead(document, css).toString()).toBe(
      '<html><head><style id="document-styles" nonce="n">.back::before{content:"← "}</style></head><body></body></html>',
    );
  });
});
