/**
 * Compressed bytes a page makes the browser load: the HTML, every script (script src,
 * modulepreload links, the imports of inline module scripts, and the static imports inside
 * those scripts) and every stylesheet. Sizes are the bytes on the wire as our servers send
 * them (brotli when offered, else gzip; tiny files the compression middleware leaves as they are).
 */
import http from "node:http";
import zlib from "node:zlib";
import { assertLoopback } from "./processes.ts";

export interface Fetched {
  url: string;
  status: number;
  /** Bytes received, before decompression. */
  bytes: number;
  encoding: string;
  location?: string;
  contentType?: string;
  text: string;
}

function get(url: string, acceptEncoding: string, extra: Record<string, string> = {}): Promise<Fetched> {
  assertLoopback(url);
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { headers: { "Accept-Encoding": acceptEncoding, Accept: "*/*", ...extra }, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = String(res.headers["content-encoding"] ?? "identity").toLowerCase();
          let body: Buffer;
          try {
            body =
              encoding === "br"
                ? zlib.brotliDecompressSync(raw)
                : encoding === "gzip"
                  ? zlib.gunzipSync(raw)
                  : encoding === "deflate"
                    ? zlib.inflateSync(raw)
                    : raw;
          } catch (error) {
            reject(new Error(`${url}: cannot decode ${encoding} body: ${String(error)}`));
            return;
          }
          resolve({
            url,
            status: res.statusCode ?? 0,
            bytes: raw.length,
            encoding,
            location: res.headers.location,
            contentType: res.headers["content-type"],
            text: body.toString("utf8"),
          });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${url}: timeout`)));
    req.on("error", reject);
  });
}

/** Asks for brotli; if the server answers with something else but speaks gzip, takes the gzip answer. */
export async function fetchCompressed(url: string, extra: Record<string, string> = {}): Promise<Fetched> {
  const br = await get(url, "br", extra);
  if (br.encoding === "br" || (br.encoding === "identity" && br.bytes < 1024)) return br;
  const gzip = await get(url, "gzip", extra);
  return gzip.encoding === "gzip" ? gzip : br;
}

export interface Asset {
  url: string;
  kind: "js" | "css";
  status: number;
  bytes: number;
  encoding: string;
}

export interface PageWeight {
  path: string;
  status: number;
  htmlBytes: number;
  htmlEncoding: string;
  js: Asset[];
  css: Asset[];
  jsBytes: number;
  cssBytes: number;
  /** Scripts or stylesheets on other hosts: not fetched, listed so nobody misses them. */
  external: string[];
  problems: string[];
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attributes(tag: string): Map<string, string> {
  const result = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of tag.matchAll(pattern)) {
    result.set(match[1]!.toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ""));
  }
  return result;
}

/**
 * Module specifiers a piece of JavaScript loads: static imports and re-exports, and with
 * `dynamic` also `import("…")`. Only path-like specifiers (./ ../ /) count: built chunks use
 * nothing else, and it keeps words like "import" inside string literals from matching.
 */
export function importsOf(code: string, { dynamic }: { dynamic: boolean }): string[] {
  const found: string[] = [];
  const specifier = String.raw`(["'])((?:\.{1,2}/|/)[^"'\n]*)\1`;
  const staticPattern = new RegExp(
    String.raw`(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?` + specifier,
    "g",
  );
  for (const match of code.matchAll(staticPattern)) found.push(match[2]!);
  if (dynamic) {
    const dynamicPattern = new RegExp(
      String.raw`(?:^|[^\w$.])import\s*\(\s*` + specifier + String.raw`\s*\)`,
      "g",
    );
    for (const match of code.matchAll(dynamicPattern)) found.push(match[2]!);
  }
  return found;
}

/** Scripts and stylesheets named by the HTML itself. */
export function referencesOf(html: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(match[1]!);
    const src = attrs.get("src");
    if (src) js.push(src);
    else if (attrs.get("type")?.toLowerCase() === "module")
      js.push(...importsOf(match[2]!, { dynamic: true }));
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(match[1]!);
    const href = attrs.get("href");
    if (!href) continue;
    const rel = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
    const as = attrs.get("as")?.toLowerCase();
    if (rel.includes("modulepreload") || (rel.includes("preload") && as === "script")) js.push(href);
    else if (rel.includes("stylesheet") || (rel.includes("preload") && as === "style")) css.push(href);
  }
  return { js, css };
}

/** Shares fetched assets between pages of one server. */
export class AssetCache {
  #cache = new Map<string, Promise<Fetched>>();
  get(url: string): Promise<Fetched> {
    let entry = this.#cache.get(url);
    if (!entry) {
      entry = fetchCompressed(url);
      this.#cache.set(url, entry);
    }
    return entry;
  }
}

const MAX_ASSETS = 500;

export async function measurePage(
  origin: string,
  path: string,
  cache: AssetCache,
  headers: Record<string, string> = {},
): Promise<PageWeight> {
  const pageUrl = new URL(path, origin).toString();
  const page = await fetchCompressed(pageUrl, { Accept: "text/html", ...headers });
  const weight: PageWeight = {
    path,
    status: page.status,
    htmlBytes: page.bytes,
    htmlEncoding: page.encoding,
    js: [],
    css: [],
    jsBytes: 0,
    cssBytes: 0,
    external: [],
    problems: [],
  };
  const { origin: ownOrigin } = new URL(pageUrl);
  const seen = new Set<string>();
  const queue: { url: string; kind: "js" | "css" }[] = [];
  const enqueue = (reference: string, base: string, kind: "js" | "css") => {
    let resolved: URL;
    try {
      resolved = new URL(reference, base);
    } catch {
      weight.problems.push(`unreadable reference ${reference}`);
      return;
    }
    if (resolved.protocol === "data:") return;
    resolved.hash = "";
    const url = resolved.toString();
    if (seen.has(url)) return;
    seen.add(url);
    if (resolved.origin !== ownOrigin) weight.external.push(url);
    else queue.push({ url, kind });
  };
  const refs = referencesOf(page.text);
  for (const ref of refs.js) enqueue(ref, pageUrl, "js");
  for (const ref of refs.css) enqueue(ref, pageUrl, "css");

  for (let i = 0; i < queue.length && i < MAX_ASSETS; i++) {
    const { url, kind } = queue[i]!;
    let asset: Fetched;
    try {
      asset = await cache.get(url);
    } catch (error) {
      weight.problems.push(error instanceof Error ? error.message : String(error));
      continue;
    }
    if (asset.status !== 200) weight.problems.push(`${new URL(url).pathname} answered ${asset.status}`);
    const entry: Asset = { url, kind, status: asset.status, bytes: asset.bytes, encoding: asset.encoding };
    if (kind === "js") {
      weight.js.push(entry);
      weight.jsBytes += asset.bytes;
      // Static imports load with the module; dynamic import() inside a chunk loads later, on demand.
      if (asset.status === 200)
        for (const ref of importsOf(asset.text, { dynamic: false })) enqueue(ref, url, "js");
    } else {
      weight.css.push(entry);
      weight.cssBytes += asset.bytes;
      for (const match of asset.text.matchAll(/@import\s+(?:url\()?\s*["']?([^"')\s;]+)/g))
        enqueue(match[1]!, url, "css");
    }
  }
  return weight;
}
