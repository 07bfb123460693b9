import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "@playwright/test";
import axe from "axe-core";
import type { Snapshot } from "./page-snapshots";

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

interface Violation {
  id: string;
  help: string;
  nodes: unknown[];
}

export const describeViolations = (violations: Violation[]) =>
  violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);

/** The empty document on the snapshots' origin that axe is loaded into (answered by the page's route). */
const HOST_PATH = "/__markup-audit";
const HOST = '<!DOCTYPE html><html lang="de"><head><title>Prüfung</title></head><body></body></html>';

declare global {
  interface Window {
    axe: {
      run(context: Document, options: object): Promise<{ violations: Violation[] }>;
    };
  }
}

export interface MarkupAuditor {
  /** axe (WCAG 2.1 A/AA) on a page's markup as a browser without JavaScript shows it: its violations. */
  findings(snapshot: Snapshot): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Runs axe on markup in one JavaScript-enabled page of its own context (axe needs JavaScript; in a
 * javaScriptEnabled:false context it crashes Chromium), with the page's own scripts never run.
 *
 * axe is loaded once per origin, and each snapshot's document replaces the last one in place: the markup is
 * parsed by DOMParser (which runs no script; a `<noscript>` keeps its content as text, as before), its
 * stylesheets load from the snapshot's server, and axe runs when they have. `AxeBuilder.analyze()` instead injected axe again for every page and opened a blank page for
 * every result (1.5 s a page against 0.1 s, decision 0089). Markup with a frame (the mailbox's HTML preview) is
 * loaded as a page and audited by AxeBuilder, which also looks into the frame.
 */
export async function openMarkupAuditor(browser: Browser): Promise<MarkupAuditor> {
  const context = await browser.newContext({ javaScriptEnabled: true, locale: "de-DE" });
  const page = await context.newPage();
  await page.route("**/*.js", (route) => route.abort());
  let origin: string | null = null;

  async function host(url: string): Promise<void> {
    const wanted = new URL(url).origin;
    if (origin === wanted) return;
    await page.route(`${wanted}${HOST_PATH}`, (route) =>
      route.fulfill({ body: HOST, contentType: "text/html; charset=utf-8" }),
    );
    await page.goto(`${wanted}${HOST_PATH}`);
    await page.evaluate(axe.source);
    origin = wanted;
  }

  async function inPlace({ url, html }: Snapshot): Promise<string[]> {
    await host(url);
    const violations = await page.evaluate(
      async ({ html, tags }) => {
        const parsed = new DOMParser().parseFromString(html, "text/html");
        // DOMParser parses as a browser without scripting would, a <noscript>'s content as elements; the page as
        // axe judged it before (scripts allowed but blocked) holds that content as text. Keep it text.
        for (const noscript of parsed.querySelectorAll("noscript"))
          noscript.replaceChildren(noscript.innerHTML);
        document.replaceChild(document.adoptNode(parsed.documentElement), document.documentElement);
        const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
        await Promise.all(
          sheets.map((link) =>
            link.sheet
              ? null
              : new Promise((settled) => {
                  link.addEventListener("load", settled);
                  link.addEventListener("error", settled);
                }),
          ),
        );
        const results = await window.axe.run(document, {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
        });
        return results.violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map(() => 0) }));
      },
      { html, tags: AXE_TAGS },
    );
    return describeViolations(violations);
  }

  async function asPage({ url, html }: Snapshot): Promise<string[]> {
    origin = null;
    await page.route(url, (route) => route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }));
    try {
      await page.goto(url);
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      return describeViolations(results.violations);
    } finally {
      await page.unroute(url);
    }
  }

  return {
    findings: (snapshot) => (/<iframe\b/i.test(snapshot.html) ? asPage(snapshot) : inPlace(snapshot)),
    close: () => context.close(),
  };
}
