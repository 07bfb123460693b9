import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";

/** The markup of one document as the page showed it. */
export interface Snapshot {
  url: string;
  html: string;
}

const CLIENT_RENDER_SETTLE_MS = 50;

/**
 * Records every document the page's main frame shows, to be audited when the test ends:
 * - without JavaScript, each HTML document the server sends for a main-frame navigation (exactly what
 *   the browser shows), from the response itself, so recording never races the test's next step;
 * - with JavaScript, the DOM after each main-frame navigation (client-side navigations render pages no
 *   document response carries) and the DOM the test ends on.
 */
export function watchDocuments(page: Page, javaScript: boolean) {
  const pending: Promise<Snapshot | null>[] = [];

  const domSnapshot = async (): Promise<Snapshot | null> => {
    try {
      // Only a document that has loaded: one still being parsed (the test started the next navigation meanwhile)
      // has elements without their text yet. That document is recorded when it has loaded (framenavigated).
      return await page.evaluate(() =>
        document.readyState === "complete"
          ? {
              url: location.href,
              html:
                (document.doctype ? new XMLSerializer().serializeToString(document.doctype) : "") +
                document.documentElement.outerHTML,
            }
          : null,
      );
    } catch {
      return null; // the page navigated on meanwhile; its next document is recorded instead
    }
  };

  if (javaScript) {
    page.on("framenavigated", (frame) => {
      if (frame !== page.mainFrame()) return;
      pending.push(
        page
          .waitForLoadState("load")
          .then(() => page.waitForTimeout(CLIENT_RENDER_SETTLE_MS))
          .then(domSnapshot, () => null),
      );
    });
  } else {
    page.on("response", (response) => {
      const request = response.request();
      if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
      if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) return;
      pending.push(
        response.text().then(
          (html) => ({ url: response.url(), html }),
          () => null,
        ),
      );
    });
  }

  return {
    async collect(): Promise<Snapshot[]> {
      if (javaScript && !page.isClosed()) pending.push(domSnapshot());
      const snapshots = await Promise.all(pending);
      return snapshots.filter(
        (snapshot): snapshot is Snapshot =>
          snapshot !== null && snapshot.url.startsWith("http") && snapshot.html.length > 0,
      );
    },
  };
}

/**
 * Identifies a page state: its path and its markup with what differs between two renderings of the
 * same state blanked out: script contents (hydration data), hidden form values, nonces, ids, generated
 * addresses, timestamps, and the wording of non-empty texts.
 */
export function auditKey({ url, html }: Snapshot): string {
  const normalized = html
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/g, "$1</script>")
    .replace(/(<input type="hidden"[^>]*?value=")[^"]*"/g, '$1"')
    .replace(/nonce="[^"]*"/g, "")
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "<uuid>")
    .replace(/[\w.+-]+(@|%40)[\w-]+(\.[\w-]+)+/g, "<email>")
    .replace(/\d{6,}/g, "<n>")
    // Text differs (messages, names) where the structure axe and html-validate judge does not; an empty
    // text stays empty, so an empty label or heading is still told apart.
    .replace(/>[^<]*\S[^<]*</g, ">text<");
  return createHash("sha256").update(new URL(url).pathname).update("\0").update(normalized).digest("hex");
}

/** One file per page state audited clean in this run; the output directory is emptied at each run's start. */
const auditedDir = (testInfo: TestInfo) => path.join(testInfo.project.outputDir, ".audited");

export function auditedBefore(testInfo: TestInfo, key: string): boolean {
  return fs.existsSync(path.join(auditedDir(testInfo), key));
}

export function markAudited(testInfo: TestInfo, key: string, url: string): void {
  fs.mkdirSync(auditedDir(testInfo), { recursive: true });
  fs.writeFileSync(path.join(auditedDir(testInfo), key), `${url}\n`);
}
