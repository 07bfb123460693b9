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
const host = process.env.HOST ?? "0.0.0.0";

const http = express();
http.disable("x-powered-by");
http.use(compression());
http.use(
  pinoHttp({
    level: process.env.LOG_LEVEL ?? "info",
    base: undefined,
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url?.startsWith("/assets/") === true },
    serializers: {
      req: (req) => ({ method: req.method, url: req.url }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  }),
);

interface InnerModule {
  createApp: (mode: string) => Promise<{ app: express.Express; stop(): Promise<void> }>;
}

let inner: Awaited<ReturnType<InnerModule["createApp"]>>;
try {
  if (production) {
    http.use(
      "/assets",
      express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }),
    );
    http.use(express.static("build/client", { maxAge: "1h", index: false }));
    const buildPath = "./build/server/index.js";
    const module = (await import(buildPath)) as InnerModule;
    inner = await module.createApp("production");
  } else {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    http.use(devServer.middlewares);
    const module = (await devServer.ssrLoadModule("./server/app.ts")) as InnerModule;
    inner = await module.createApp("development");
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
http.use(inner.app);

const server = http.listen(port, host, () => {
  console.log(`Vorsorgeportal läuft auf http://localhost:${port}`);
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
