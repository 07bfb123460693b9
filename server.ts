/**
 * The HTTP server: compression, static assets, request logging, graceful shutdown.
 * Run by Node 24 directly (type stripping). In production it loads the Vite-built inner app
 * from build/server; in development it loads server/app.ts through Vite.
 */
import compression from "compression";
import express from "express";
import { pinoHttp } from "pino-http";

const production = process.env.NODE_ENV === "production";
const port = Number(process.env.PORT ?? 3000);
// The development server hands out source files and would show errors with stack traces: it listens on
// this machine only unless HOST says otherwise. Production (containers, a proxy in front) listens everywhere.
const host = process.env.HOST ?? (production ? "0.0.0.0" : "127.0.0.1");

interface InnerModule {
  createApp: (
    mode: string,
  ) => Promise<{ app: express.Express; mailboxAddress?: string; stop(): Promise<void> }>;
  /** Hides tokens, codes, e-mail addresses and passwords in a URL's path and query (app/.server/http/redact.ts). */
  redactUrl: (url: string) => string;
  /** An error for the log without the values of a failed query (app/.server/log-errors.ts). */
  serializeError: (error: unknown) => unknown;
}

const http = express();
http.disable("x-powered-by");
http.use(compression());

let inner: Awaited<ReturnType<InnerModule["createApp"]>>;
let innerModule: InnerModule;
let devMiddlewares: express.RequestHandler | undefined;
try {
  if (production) {
    const buildPath = "./build/server/index.js";
    innerModule = (await import(buildPath)) as InnerModule;
    inner = await innerModule.createApp("production");
  } else {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    devMiddlewares = devServer.middlewares as unknown as express.RequestHandler;
    innerModule = (await devServer.ssrLoadModule("./server/app.ts")) as InnerModule;
    inner = await innerModule.createApp("development");
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const logLevel = process.env.LOG_LEVEL ?? "info";
// At level "silent" nothing would be written: the request logger is not installed at all (it wraps every response).
if (logLevel !== "silent") {
  http.use(
    pinoHttp({
      level: logLevel,
      base: undefined,
      autoLogging: { ignore: (req) => req.url === "/healthz" || req.url?.startsWith("/assets/") === true },
      serializers: {
        req: (req: { method: string; url: string }) => ({
          method: req.method,
          url: innerModule.redactUrl(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: (error: unknown) => innerModule.serializeError(error),
      },
    }),
  );
}
if (devMiddlewares) http.use(devMiddlewares);
else {
  http.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
  // Files outside /assets (favicon, product pictures) all have an extension, no page path has one: only those
  // requests look at the disk. Otherwise every page request paid a failed stat() (≈ 4 % of a signed-in page's CPU).
  const files = express.static("build/client", { maxAge: "1h", index: false });
  http.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? files(req, res, next) : next()));
}
http.use(inner.app);

const server = http.listen(port, host, () => {
  console.log(`Vorsorgeportal läuft auf http://localhost:${port}`);
  // The mailbox shows every reset link: it answers only requests with this key (also kept in DATA_DIR/mailbox-key).
  if (inner.mailboxAddress) console.log(`Entwickler-Postfach: ${inner.mailboxAddress}`);
});
server.keepAliveTimeout = 5_000;

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing open requests, then stopping`);
  const force = setTimeout(() => {
    console.error("open requests did not finish within 10 s; stopping anyway");
    server.closeAllConnections();
  }, 10_000);
  force.unref();
  server.close(async () => {
    await inner.stop();
    clearTimeout(force);
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
