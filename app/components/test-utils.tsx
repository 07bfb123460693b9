/* Test helpers: render on the server (as the no-JavaScript user gets it) and read the markup. */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";

/**
 * Renders at `path` inside React Router's route stub, a data router as the app has (components use Link,
 * useLocation, <Form> and fetchers), returning static HTML.
 */
export function render(node: ReactNode, path = "/overview"): string {
  const Stub = createRoutesStub([{ path: new URL(path, "http://stub").pathname, Component: () => node }]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}

export interface Tag {
  name: string;
  attrs: Record<string, string>;
}

const entities: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
};
const decode = (value: string) => value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (e) => entities[e] ?? e);

/** Every start tag in document order with its attributes (React's output is regular enough for this). */
export function tags(html: string, name?: string): Tag[] {
  const list: Tag[] = [];
  for (const match of html.matchAll(/<([a-z][a-z0-9-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const attrs: Record<string, string> = {};
    for (const a of (match[2] ?? "").matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) {
      attrs[a[1]!.toLowerCase()] = decode(a[2] ?? "");
    }
    if (!name || match[1] === name) list.push({ name: match[1]!, attrs });
  }
  return list;
}

export function byId(html: string, id: string): Tag | undefined {
  return tags(html).find((tag) => tag.attrs.id === id);
}

/** Text as a screen reader without CSS would meet it (tags removed, whitespace collapsed). */
export function text(html: string): string {
  return decode(html.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

/** The inner HTML of the element with this id (no nesting of the same tag inside). */
export function inner(html: string, id: string): string {
  const match = new RegExp(`<([a-z0-9]+)[^>]*\\sid="${id}"[^>]*>`).exec(html);
  if (!match) return "";
  const start = match.index + match[0].length;
  const end = html.indexOf(`</${match[1]}>`, start);
  return html.slice(start, end);
}

export function describedBy(tag: Tag | undefined): string[] {
  return (tag?.attrs["aria-describedby"] ?? "").split(" ").filter(Boolean);
}
