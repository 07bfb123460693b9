/**
 * Serves the built bare app the way server.ts serves the portal: express 5, compression,
 * static files from build/client (hashed assets immutable), the React Router request handler.
 * No logging. Run with Node 24: `PORT=3101 node bench/bare/server.ts` after
 * `npx react-router build bench/bare`.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";

// BARE_APP_DIR: another build of the bare page (bench/route-table.ts builds one with the portal's route table).
const root = process.env.BARE_APP_DIR ?? import.meta.dirname;
const port = Number(process.env.PORT ?? 3101);
const host = process.env.HOST ?? "127.0.0.1";

const build = (await import(pathToFileURL(path.join(root, "build/server/index.js")).href)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(
  "/assets",
  express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y", index: false }),
);
app.use(express.static(path.join(root, "build/client"), { maxAge: "1h", index: false }));
app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));

const server = app.listen(port, host, () => {
  console.log(`bare app on http://${host}:${port}`);
});
server.keepAliveTimeout = 5_000;

function stop() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 2_000).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
