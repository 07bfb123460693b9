import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import {
  finishHead,
  inlineRootStylesheets,
  scriptsAfterFirstPaint,
  STYLES_PLACEHOLDER,
} from "./document-head";

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

describe("the scripts after the first paint", () => {
  const head =
    '<html><head><link rel="modulepreload" href="/assets/entry.client-e.js" nonce="n"/><link rel="icon" href="/favicon.ico"/>' +
    '<link rel="modulepreload" href="/assets/kit-k.js" nonce="n"/><link rel="modulepreload" href="/assets/login-l.js" nonce="n"/></head>';
  // As React Router's <Scripts> renders them: the context script, then the route-modules script.
  const routeModules = (imports: string) =>
    `;\n${imports}\n  window.__reactRouterManifest = {"entry":{}};\n  window.__reactRouterRouteModules = {"root":route0,"routes/auth/login":route1};\n\nimport("/assets/entry.client-e.js");`;
  const body = (script: string) =>
    '<body><p>&lt;link rel="modulepreload" href="/x.js"/&gt;</p><script nonce="n">window.__reactRouterContext = {};</script>' +
    `<script nonce="n" type="module" async="">${script}</script><script nonce="n">enqueue("[]")</script></body></html>`;

  it("takes the module preloads out of the head and imports the route modules once the page has painted", () => {
    const document =
      head +
      body(
        routeModules(
          'import * as route0 from "/assets/root-r.js";\nimport * as route1 from "/assets/login-l.js";',
        ),
      );
    expect(scriptsAfterFirstPaint(Buffer.from(document)).toString()).toBe(
      '<html><head><link rel="icon" href="/favicon.ico"/></head>' +
        body(
          routeModules(
            'await new Promise((go) => document.visibilityState === "hidden" ? go() : requestAnimationFrame(() => setTimeout(go)));\n' +
              'for (const href of ["/assets/entry.client-e.js","/assets/kit-k.js","/assets/login-l.js"]) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", fetchPriority: "low", href }));\n' +
              'const [route0, route1] = await Promise.all([import("/assets/root-r.js"), import("/assets/login-l.js")]);\n',
          ),
        ),
    );
  });

  it("runs the rewritten script as a module that sets the route modules before it imports the entry", async () => {
    const script = scriptsAfterFirstPaint(
      Buffer.from(
        head +
          body(
            routeModules(
              'import * as route0 from "/assets/root-r.js";\nimport * as route1 from "/assets/login-l.js";',
            ),
          ),
      ),
    )
      .toString()
      .match(/type="module" async="">([\s\S]*?)<\/script>/)![1]!;
    const calls: string[] = [];
    const appended: string[] = [];
    const window: Record<string, unknown> = {};
    const run = new Function(
      "window",
      "document",
      "requestAnimationFrame",
      "setTimeout",
      "load",
      `return (async () => {${script.replaceAll(/\bimport\(/g, "load(")}})();`,
    ) as (...args: unknown[]) => Promise<void>;
    await run(
      window,
      {
        visibilityState: "visible",
        head: { append: (link: { href: string }) => appended.push(link.href) },
        createElement: () => ({}),
      },
      (callback: () => void) => {
        calls.push("frame");
        callback();
      },
      (callback: () => void) => {
        calls.push("timer");
        callback();
      },
      (href: string) => {
        calls.push(href);
        return Promise.resolve({ href });
      },
    );
    expect(calls).toEqual([
      "frame",
      "timer",
      "/assets/root-r.js",
      "/assets/login-l.js",
      "/assets/entry.client-e.js",
    ]);
    expect(appended).toEqual(["/assets/entry.client-e.js", "/assets/kit-k.js", "/assets/login-l.js"]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root-r.js" },
      "routes/auth/login": { href: "/assets/login-l.js" },
    });
  });

  it("leaves a document without the route-modules script, or without a head, as it is", () => {
    for (const html of [
      "<html><head><title>x</title></head><body></body></html>",
      "<p>Guten Tag</p>",
      head + body(routeModules("")),
    ]) {
      const document = Buffer.from(html);
      expect(scriptsAfterFirstPaint(document)).toBe(document);
    }
  });
});

describe("the stylesheet's bytes in the document", () => {
  const css = Buffer.from('.back::before{content:"← "}');
  const style = `<style id="document-styles" nonce="n">${STYLES_PLACEHOLDER}</style>`;

  it("stand in the head's style element in place of the placeholder, and nowhere else", () => {
    const document = Buffer.from(
      `<html><head><link rel="modulepreload" href="/a.js"/>${style}<link rel="modulepreload" href="/b.js"/></head>` +
        `<body><p>${STYLES_PLACEHOLDER}</p></body></html>`,
    );
    expect(finishHead(document, css).toString()).toBe(
      '<html><head><link rel="modulepreload" href="/a.js"/>' +
        '<style id="document-styles" nonce="n">.back::before{content:"← "}</style>' +
        '<link rel="modulepreload" href="/b.js"/></head>' +
        `<body><p>${STYLES_PLACEHOLDER}</p></body></html>`,
    );
  });

  it("stand in the head while the scripts move after the first paint", () => {
    const document = Buffer.from(
      `<html><head><link rel="modulepreload" href="/assets/root-r.js"/>${style}</head><body>` +
        '<script type="module" async="">import * as route0 from "/assets/root-r.js";\nimport("/assets/e.js");</script></body></html>',
    );
    const sent = finishHead(document, css).toString();
    expect(sent).toContain(
      '<head><style id="document-styles" nonce="n">.back::before{content:"← "}</style></head>',
    );
    expect(sent).toContain('const [route0] = await Promise.all([import("/assets/root-r.js")]);');
  });

  it("carry the texts the render formatted before the body's end, and nothing without any", () => {
    const document = Buffer.from("<html><head></head><body><p>5,00 €</p></body></html>");
    expect(finishHead(document, null, new Map([["€ 500 cents", "5,00 €"]])).toString()).toBe(
      '<html><head></head><body><p>5,00 €</p><script type="application/json" id="vp-formats">{"€ 500 cents":"5,00 €"}</script></body></html>',
    );
    expect(finishHead(document, null, new Map())).toBe(document);
  });

  it("leave a document without a placeholder as it is", () => {
    const document = Buffer.from("<html><head><title>x</title></head><body></body></html>");
    expect(finishHead(document, css)).toBe(document);
  });
});
