/**
 * Server-side Markdown rendering for our own content (legal pages) with placeholders filled from
 * configuration. The parser (markdown-it) lives only here, so it never reaches the browser bundle.
 *
 * Safety: raw HTML in the Markdown is escaped (html: false), and placeholders such as
 * `{{operator.name}}` are filled into the rendered HTML with HTML-escaped values, so a configured
 * value can neither add markup nor be read as Markdown.
 */
import MarkdownIt from "markdown-it";
import anchor from "markdown-it-anchor";
import { telHref } from "~/components/SiteFooter";
import { UnknownPlaceholderError } from "~/domain/errors";
import { escapeHtml } from "../mail/templates";

/** A placeholder's value: plain text (escaped; one entry per line) or HTML built from escaped parts. */
export type PlaceholderValue = string | string[] | { html: string };
export type Placeholders = Record<string, PlaceholderValue>;

export interface TocEntry {
  id: string;
  title: string;
}

export interface RenderedMarkdown {
  /** Text of the first `# ` heading, which the page shows as its <h1> (not part of `html`). */
  title: string;
  /** The body from the first heading on, without it; headings h2/h3 carry ids. */
  html: string;
  /** The h2 headings, for a table of contents. */
  toc: TocEntry[];
}

const GERMAN_LETTERS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/** "Ihre Rechte (Art. 15–21)" → "ihre-rechte-art-15-21": stable ASCII ids for headings. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (c) => GERMAN_LETTERS[c]!)
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false }).use(anchor, {
  level: [2, 3],
  tabIndex: false,
  slugify,
});

// Header cells name their column for screen readers (WCAG H63).
markdown.renderer.rules.th_open = (tokens, index, options, _env, self) => {
  tokens[index]!.attrSet("scope", "col");
  return self.renderToken(tokens, index, options);
};

const PLACEHOLDER = /\{\{\s*([a-zA-Z][\w.]*)\s*\}\}/g;

function valueHtml(value: PlaceholderValue): string {
  if (typeof value === "string") return escapeHtml(value);
  if (Array.isArray(value)) return value.map(escapeHtml).join("<br>");
  return value.html;
}

function valueText(value: PlaceholderValue): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.join(", ");
  return value.html.replace(/<[^>]*>/g, "");
}

function fill(source: string, values: Placeholders, format: (value: PlaceholderValue) => string): string {
  return source.replace(PLACEHOLDER, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new UnknownPlaceholderError(`Unknown placeholder {{${key}}}`);
    return format(value);
  });
}

/** Renders trusted Markdown; an unknown placeholder throws (a typo must not reach a legal page). */
export function renderMarkdown(source: string, values: Placeholders): RenderedMarkdown {
  const env = {};
  const tokens = markdown.parse(source, env);
  let title = "";
  const h1 = tokens.findIndex((token) => token.type === "heading_open" && token.tag === "h1");
  if (h1 !== -1) {
    title = fill(tokens[h1 + 1]?.content ?? "", values, valueText);
    tokens.splice(h1, 3);
  }
  const toc: TocEntry[] = [];
  tokens.forEach((token, index) => {
    if (token.type !== "heading_open" || token.tag !== "h2") return;
    toc.push({
      id: String(token.attrGet("id") ?? ""),
      title: fill(tokens[index + 1]?.content ?? "", values, valueText),
    });
  });
  const html = fill(markdown.renderer.render(tokens, markdown.options, env), values, valueHtml);
  return { title, html, toc };
}

/**
 * Renders a short Markdown text from the content service (the login promo): raw HTML escaped, no headings
 * taken out, no placeholders.
 */
export function renderContentMarkdown(source: string): string {
  return markdown.render(source);
}

/** A mailto: link, escaped. */
export function mailLink(address: string): { html: string } {
  const e = escapeHtml(address);
  return { html: `<a href="mailto:${e}">${e}</a>` };
}

/** A tel: link for a displayed number ("0800 123 45 67" → tel:+498001234567), escaped. */
export function phoneLink(display: string): { html: string } {
  return {
    html: `<a href="${escapeHtml(telHref(display))}">${escapeHtml(display).replace(/ /g, "&nbsp;")}</a>`,
  };
}
