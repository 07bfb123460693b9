import { AsyncLocalStorage } from "node:async_hooks";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { requestInfoContext } from "~/.server/context";
import { documentStyles, finishHead, STYLES_PLACEHOLDER } from "~/.server/document-head";
import { logger } from "~/.server/logger";
import { DocumentStylesContext } from "~/document-styles";
import { recordFormatsWith } from "~/i18n/server-formats";
import { NonceContext } from "~/nonce";

export const streamTimeout = 5_000;

/** The texts formatted while a document renders, sent with it for the browser's hydration (app/i18n/server-formats.ts). */
const formatsOfDocument = new AsyncLocalStorage<Map<string, string>>();
recordFormatsWith(() => formatsOfDocument.getStore());

/**
 * Renders the whole document before sending it (no streamed Suspense boundaries): old browsers
 * and screen readers get one complete page, and every inline script carries the CSP nonce.
 * The document is collected into one buffer and sent with its length: one socket write instead
 * of one per 2 KB chunk React emits. Its head carries the app's stylesheet inline, put in as bytes encoded
 * once, its scripts are requested after its first paint, and it carries the texts its render formatted for the
 * browser's hydration (app/.server/document-head.ts, app/i18n/server-formats.ts; decisions 0065, 0068 and 0110).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestInfoContext);
  const styles = documentStyles(routerContext.manifest);

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // The timer's closure holds the whole render (React's request and every chunk): a timer left to run
    // would keep each page alive for six seconds after it was sent, hundreds of MB under load.
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    timer.unref();
    const settle = <T,>(done: (value: T) => void, value: T) => {
      clearTimeout(timer);
      done(value);
    };
    const formats = new Map<string, string>();
    const { pipe, abort } = formatsOfDocument.run(formats, () =>
      renderToPipeableStream(
        <NonceContext.Provider value={nonce}>
          <DocumentStylesContext.Provider value={styles && STYLES_PLACEHOLDER}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </DocumentStylesContext.Provider>
        </NonceContext.Provider>,
        {
          nonce,
          onAllReady() {
            const chunks: Uint8Array[] = [];
            const document = new Writable({
              write(chunk: Uint8Array, _encoding, done) {
                chunks.push(chunk);
                done();
              },
              final(done) {
                const body = finishHead(Buffer.concat(chunks), styles, formats);
                responseHeaders.set("Content-Type", "text/html; charset=utf-8");
                responseHeaders.set("Content-Length", String(body.byteLength));
                settle(resolve, new Response(body, { headers: responseHeaders, status }));
                done();
              },
            });
            document.on("error", (error) => settle(reject, error));
            pipe(document);
          },
          onShellError(error: unknown) {
            settle(reject, error);
          },
          onError(error: unknown) {
            status = 500;
            logger.error({ err: error }, "render error");
          },
        },
      ),
    );
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error({ err: error, url: request.url }, "request failed");
}
