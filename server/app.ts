/**
 * The inner HTTP application, built by Vite as the SSR entry: security headers, request guards,
 * health checks and the React Router request handler. server.ts wraps it with compression,
 * static files, request logging and graceful shutdown.
 */
import { BodyTooLargeError } from "~/domain/errors";
import type { IncomingMessage, ServerResponse } from "node:http";
import express from "express";
import helmet from "helmet";
import { writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { requestInfoContext, runtimeContext } from "~/.server/context";
import {
  ALLOWED_METHODS,
  addressRefusal,
  foreignOrigin,
  bodyRefusal,
  isPlainHost,
  ownOrigins,
  readBody,
  bodyLimit,
  requestTarget,
  type RequestTarget,
} from "~/.server/http/guards";
import { PARTNER_API_PATH, type Refusal } from "~/.server/http/refusal";
import { problem, refusedMethod, tooLarge, type ApiAnswer } from "~/.server/services/partner-api/problems";
import { CSP_EXTENSION_HEADER, extendPolicy, parseCspExtension } from "~/.server/http/csp";
import { cachePolicy } from "~/.server/http/cache-policy";
import { actorContext } from "~/.server/auth/actor";
import { newNonce } from "~/.server/http/nonce";
import { mailboxAddress, mailboxEnabled } from "~/.server/mail/mailbox";
import { E2E_FIXTURES_PATH, e2eClock, e2eClockOffset, e2eFixtures } from "~/.server/testing/e2e-fixtures";
import { logger } from "~/.server/logger";
import {
  httpDuration,
  http5xx,
  mayReadMetrics,
  registry,
  scrapedGauge,
  statusClass,
} from "~/.server/metrics";
import { routeIdMatcher } from "~/.server/http/route-id";
import { migrationState } from "~/.server/db/client";
import { outboxStatusCounts } from "~/.server/mail/outbox";
import { pdfBuildsRunning } from "~/.server/services/work-limits";
import { changePagesContext } from "~/.server/services/after-death/freeze-guard";
import { changePagesOf, type ChangePages } from "~/domain/after-death/read-only";
import { createMailSender } from "~/.server/mail";
import { startBillingJob } from "~/.server/services/billing/job";
import { maintenanceState } from "~/.server/services/maintenance";
import { startRetentionJob } from "~/.server/services/retention/job";
import { startBackupJob } from "~/.server/backup/job";
import { startRuntime, type Runtime } from "~/.server/runtime";
import { t, type MessageKey } from "~/i18n";

type Locals = { nonce: string };

/** The HTTP methods the metrics name; any other is "other" (a label takes few values, decision 0097). */
const METRIC_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
type TrustProxy = (address: string, hop: number) => boolean;

function sendMessage(
  res: ServerResponse,
  status: number,
  key: MessageKey,
  headers: Record<string, string> = {},
) {
  const message = t(key);
  res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", ...headers });
  res.end(
    `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${message}</title></head><body><main><h1>${message}</h1><p><a href="/">Zur Startseite</a></p></main></body></html>`,
  );
}

function sendProblem(res: ServerResponse, answer: ApiAnswer, headers: Record<string, string> = {}) {
  res.writeHead(answer.status, {
    "Content-Type": "application/problem+json; charset=utf-8",
    "Cache-Control": "no-store",
    ...answer.headers,
    ...headers,
  });
  res.end(JSON.stringify(answer.body));
}

export { redactUrl } from "~/.server/http/redact";
export { serializeError } from "~/.server/log-errors";

export interface InnerApp {
  app: express.Express;
  runtime: Runtime;
  /** The address (with its key) that opens the developer mailbox when it is on; server.ts prints it. */
  mailboxAddress?: string;
  stop(): Promise<void>;
}

/** Loaded lazily so that in development every request sees the current route modules. */
const build = () => import("virtual:react-router/server-build") as unknown as Promise<ServerBuild>;

/** The change pages the route modules of a build declare, read once per build (decision 0084). */
const changePagesOfBuild = new WeakMap<ServerBuild, ChangePages>();
async function changePages(): Promise<ChangePages> {
  const current = await build();
  const known = changePagesOfBuild.get(current);
  if (known) return known;
  const pages = changePagesOf(current.routes);
  changePagesOfBuild.set(current, pages);
  return pages;
}

export async function createApp(mode = process.env.NODE_ENV ?? "production"): Promise<InnerApp> {
  const runtime = await startRuntime();
  // In production the build is loaded once, now (so that /readyz means ready): handing React Router a
  // function would resolve the module again on every request. In development it stays lazy (hot reload).
  const { config } = runtime;
  const serverBuild = mode === "production" ? await build() : undefined;
  const handleRequest = createRequestHandler(serverBuild ?? build, mode);
  const routeIdOf = serverBuild ? routeIdMatcher(serverBuild.routes) : () => "development";
  const https = config.production && config.BASE_URL.startsWith("https:");

  const app = express();
  app.disable("x-powered-by");
  if (config.TRUST_PROXY) {
    app.set(
      "trust proxy",
      /^\d+$/.test(config.TRUST_PROXY) ? Number(config.TRUST_PROXY) : config.TRUST_PROXY,
    );
  }

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await runtime.database.ping();
      // Ready once the database has every migration this version knows; one a newer replica applied is fine.
      const { applied, known } = await migrationState(runtime.database.db);
      const migrations = applied < known ? "behind" : applied > known ? "ahead" : "current";
      // In maintenance (decision 0102) a replica stays ready: staff work on, customers get the maintenance page.
      const maintenance = (await maintenanceState(runtime.database.db, config, runtime.clock.now())).on;
      res.status(migrations === "behind" ? 503 : 200).json({
        status: migrations === "behind" ? "migrating" : "ready",
        database: runtime.database.kind,
        migrations,
        maintenance,
      });
    } catch (error) {
      logger.error({ err: error }, "readiness check failed");
      res.status(503).json({ status: "unavailable" });
    }
  });

  // The metrics (decision 0097): with METRICS_TOKEN, or from this machine through no proxy; others get a 404.
  scrapedGauge(
    "vorsorge_mail_outbox",
    "Mails of the outbox by status (pending: still to send).",
    ["status"],
    async () => {
      const counts = new Map(
        (await outboxStatusCounts(runtime.database.db)).map((row) => [row.status, row.count]),
      );
      return ["pending", "sent", "failed"].map((status) => ({
        labels: { status },
        value: counts.get(status) ?? 0,
      }));
    },
  );
  scrapedGauge("vorsorge_pdf_builds_running", "PDF builds running in this process now.", [], () =>
    Promise.resolve([{ value: pdfBuildsRunning() }]),
  );
  app.get("/metrics", async (req, res) => {
    const forwarded = [
      "x-forwarded-for",
      "x-forwarded-host",
      "x-forwarded-proto",
      "forwarded",
      "x-real-ip",
    ].some((name) => req.headers[name] !== undefined);
    const allowed = mayReadMetrics(
      { authorization: req.headers.authorization, remoteAddress: req.socket.remoteAddress, forwarded },
      config.METRICS_TOKEN,
    );
    if (!allowed) return sendMessage(res, 404, "error.http.404", { "Cache-Control": "no-store" });
    res.setHeader("Content-Type", registry.contentType);
    res.setHeader("Cache-Control", "no-store");
    res.end(await registry.metrics());
  });
  app.use((req, res, next) => {
    const route = routeIdOf(req.path);
    const method = METRIC_METHODS.has(req.method) ? req.method : "other";
    const end = httpDuration.startTimer({ route, method });
    // "close" also when the visitor left before the answer was complete.
    res.on("close", () => {
      end({ status_class: statusClass(res.statusCode) });
      if (res.statusCode >= 500) http5xx.inc({ route });
    });
    next();
  });

  // Test only (docs/decisions/0011-e2e-fixtures.md): absent unless E2E_FIXTURES_SECRET is set.
  if (config.E2E_FIXTURES_SECRET) {
    app.use(E2E_FIXTURES_PATH, e2eFixtures(runtime, config.E2E_FIXTURES_SECRET));
    // A request with the secret may move the clock its time rules read (tests/e2e/support/clock.ts).
    runtime.clock = e2eClock;
    app.use(e2eClockOffset(config.E2E_FIXTURES_SECRET));
  }

  app.use((_req, res, next) => {
    (res.locals as Locals).nonce = newNonce();
    next();
  });
  app.use(
    helmet({
      contentSecurityPolicy:
        mode === "development"
          ? false
          : {
              directives: {
                defaultSrc: ["'self'"],
                scriptSrc: [
                  "'self'",
                  (_req, res) => `'nonce-${(res as ServerResponse & { locals: Locals }).locals.nonce}'`,
                ],
                styleSrc: ["'self'", "'unsafe-inline'"],
                imgSrc: ["'self'", "data:"],
                fontSrc: ["'self'"],
                connectSrc: ["'self'"],
                objectSrc: ["'none'"],
                baseUri: ["'self'"],
                formAction: ["'self'"],
                frameAncestors: ["'none'"],
                upgradeInsecureRequests: https ? [] : null,
              },
            },
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "same-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.use(async (req, res, next) => {
    try {
      if (!ALLOWED_METHODS.has(req.method)) {
        // The partner API answers in JSON problem details (decision 0058).
        if (PARTNER_API_PATH.test(req.path)) return sendProblem(res, refusedMethod(req.path));
        return sendMessage(res, 405, "error.request.method", { Allow: [...ALLOWED_METHODS].join(", ") });
      }
      let body: Buffer | undefined;
      const trusted = (app.get("trust proxy fn") as TrustProxy)(req.socket.remoteAddress ?? "", 0);
      const target = requestTarget(req.headers, { encrypted: "encrypted" in req.socket, trusted });
      if (req.method === "POST") {
        const expected = ownOrigins(config.BASE_URL, target);
        const origin = foreignOrigin(req.headers, expected);
        if (origin !== null) {
          logger.warn(
            { origin, expected, referer: req.headers.referer, url: req.url },
            `cross-origin POST refused: ${origin} is none of ${expected.join(", ")}`,
          );
          // The body is never read; React Router renders the German error page (403) for a page
          // request and for a client-side submission (.data) alike, before any action runs.
          return await respond(req, res, target, undefined, "crossOrigin");
        }
        body = await readBody(req, bodyLimit(req.path));
        // A body that is no readable form (JSON on the JSON APIs) never reaches an action (request.formData() would throw, a NUL
        // would reach PostgreSQL): React Router renders the German error page (400), as for a foreign Origin.
        const refusal = await bodyRefusal(req.path, req.headers["content-type"], body);
        if (refusal) {
          logger.warn(
            { url: req.url, refusal, contentType: req.headers["content-type"] },
            "unreadable form refused",
          );
          return await respond(req, res, target, undefined, refusal);
        }
      }
      // The same for an address whose query or path decodes to control characters or no UTF-8.
      const refusal = addressRefusal(req.originalUrl);
      if (refusal) return await respond(req, res, target, undefined, refusal);
      await respond(req, res, target, body);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        // A body read to its end leaves the connection usable; otherwise it is closed after the answer.
        const close: Record<string, string> = error.drained ? {} : { Connection: "close" };
        // The partner API answers in JSON problem details (decision 0058), also before its route runs.
        if (PARTNER_API_PATH.test(req.path)) return sendProblem(res, tooLarge(), close);
        return sendMessage(res, 413, "error.request.tooLarge", close);
      }
      next(error);
    }
  });

  async function respond(
    req: IncomingMessage & express.Request,
    res: express.Response,
    target: RequestTarget,
    body?: Buffer,
    refusal?: Refusal,
  ) {
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    const headers = new Headers();
    for (const [key, value] of Object.entries(req.headers)) {
      // The origin check above is the one that counts (it also knows BASE_URL and trusted proxies);
      // React Router's own check would compare Origin with the URL alone and answer a bare 400.
      if (key === "origin") continue;
      if (Array.isArray(value)) for (const v of value) headers.append(key, v);
      else if (value !== undefined) headers.set(key, value);
    }
    let url: URL;
    try {
      url = new URL(
        req.originalUrl,
        `${target.proto}://${isPlainHost(target.host) ? target.host : `localhost:${config.PORT}`}`,
      );
    } catch {
      url = new URL(req.originalUrl, `${target.proto}://localhost:${config.PORT}`);
    }
    const request = new Request(url, {
      method: req.method,
      headers,
      body: body ? new Uint8Array(body) : undefined,
      signal: controller.signal,
    });
    const context = new RouterContextProvider();
    context.set(runtimeContext, runtime);
    context.set(changePagesContext, await changePages());
    context.set(requestInfoContext, {
      nonce: (res.locals as Locals).nonce,
      ip: req.ip ?? req.socket.remoteAddress ?? "unknown",
      refusal,
    });
    const response = await handleRequest(request, context);
    res.statusMessage = response.statusText;
    res.status(response.status);
    for (const [key, value] of response.headers.entries()) {
      if (key !== CSP_EXTENSION_HEADER) res.append(key, value);
    }
    // A route extends this response's CSP for its own outside hosts: map tiles, PayPal (app/.server/http/csp.ts).
    const extension = parseCspExtension(response.headers.get(CSP_EXTENSION_HEADER));
    const policy = res.getHeader("Content-Security-Policy");
    if (typeof policy === "string" && Object.keys(extension).length > 0) {
      res.setHeader("Content-Security-Policy", extendPolicy(policy, extension));
    }
    // What the browser may keep (decision 0111, app/.server/http/cache-policy.ts): the pages of one list, with
    // their data requests, are kept but asked for again (the back/forward cache may restore them); every other
    // answer, and every answer to staff, is no-store. A route that sets its own Cache-Control (the legal pages,
    // /register/places) keeps it. Sign-in and sign-out clear the browser's cache (Clear-Site-Data, session.ts).
    if (!response.headers.has("cache-control")) {
      const caching = cachePolicy({
        method: req.method,
        pathname: url.pathname,
        status: response.status,
        staff: context.get(actorContext)?.isStaff ?? false,
      });
      res.setHeader("Cache-Control", caching.cacheControl);
      if (caching.vary) res.vary(caching.vary);
    }
    // Pages are rendered whole (entry.server waits for all content), so send them in one write:
    // compression then works on the whole document instead of many small chunks.
    if (!response.body) res.end();
    else if (/^(text\/|application\/json)/.test(response.headers.get("content-type") ?? "")) {
      res.end(Buffer.from(await response.arrayBuffer()));
    } else await writeReadableStreamToWritable(response.body, res);
  }

  app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
    logger.error({ err: error }, "unhandled request error");
    if (res.headersSent) return res.end();
    if (PARTNER_API_PATH.test(req.path)) return sendProblem(res, problem("failed", []));
    sendMessage(res, 500, "error.default");
  });

  const mailSender = createMailSender(runtime);
  // billing: the recurring-mail job (decision 0022; BILLING_JOB_INTERVAL_MS, 0 = off).
  const billingJob = startBillingJob(runtime);
  // retention: the nightly purge by docs/retention.md (decision 0100; RETENTION_JOB_INTERVAL_MS, 0 = off).
  const retentionJob = startRetentionJob(runtime);
  // The scheduled backup (decision 0099; BACKUP_DIR, off without it): through this server's own connection.
  const backupJob = startBackupJob(runtime);
  return {
    app,
    runtime,
    mailboxAddress: mailboxEnabled(config) ? mailboxAddress(config) : undefined,
    stop: async () => {
      await billingJob.stop();
      await retentionJob.stop();
      await backupJob.stop();
      await mailSender.stop();
      await runtime.database.close();
    },
  };
}
