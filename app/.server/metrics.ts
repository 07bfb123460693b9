/**
 * The portal's metrics for an operations team (decision 0097), in the Prometheus text format at GET /metrics:
 * requests by route and status class, 5xx answers, the background jobs' runs, durations and failures, the mail
 * outbox and failed mails, the PostgreSQL pool and failed queries, PDF builds. One registry per process; every
 * label has a bounded set of values (route ids, never paths or users).
 */
import { timingSafeEqual } from "node:crypto";
import client from "prom-client";

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: "vorsorge_" });

const registers = [registry];

export const httpDuration = new client.Histogram({
  name: "vorsorge_http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer, by route id, method and status class.",
  labelNames: ["route", "method", "status_class"] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const http5xx = new client.Counter({
  name: "vorsorge_http_5xx_total",
  help: "Answers with a 5xx status, by route id.",
  labelNames: ["route"] as const,
  registers,
});

export const jobRuns = new client.Counter({
  name: "vorsorge_job_runs_total",
  help: "Runs of the background jobs (mail outbox, billing job), by job and outcome (ok, failed).",
  labelNames: ["job", "outcome"] as const,
  registers,
});

export const jobDuration = new client.Histogram({
  name: "vorsorge_job_duration_seconds",
  help: "Duration of a background job's run, by job.",
  labelNames: ["job"] as const,
  buckets: [0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers,
});

export const mailFailures = new client.Counter({
  name: "vorsorge_mail_send_failures_total",
  help: "Attempts to hand a mail of the outbox to the mail server that failed (the mail is tried again later).",
  registers,
});

export const pdfBuilds = new client.Counter({
  name: "vorsorge_pdf_builds_total",
  help: "PDF builds, by outcome (built, busy: every slot taken, limited: the account's limit, failed).",
  labelNames: ["outcome"] as const,
  registers,
});

export const dbQueryErrors = new client.Counter({
  name: "vorsorge_db_query_errors_total",
  help: "Queries the database refused or that failed on the way (PostgreSQL).",
  registers,
});

/** A gauge read when the metrics are scraped (`read` answers the current value or values by label). */
export function scrapedGauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  read: () => Promise<{ labels?: Partial<Record<L, string>>; value: number }[]>,
): client.Gauge<L> {
  registry.removeSingleMetric(name);
  return new client.Gauge<L>({
    name,
    help,
    labelNames,
    registers,
    async collect() {
      this.reset();
      for (const { labels, value } of await read()) {
        if (labels) this.set(labels, value);
        else this.set(value);
      }
    },
  });
}

/** "2xx", "4xx", … of a status. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** Runs a background job's `work`, counting the run, its outcome and its duration. */
export async function measuredRun<T>(job: string, work: () => Promise<T>): Promise<T> {
  const end = jobDuration.startTimer({ job });
  try {
    const result = await work();
    jobRuns.inc({ job, outcome: "ok" });
    return result;
  } catch (error) {
    jobRuns.inc({ job, outcome: "failed" });
    throw error;
  } finally {
    end();
  }
}

/** The request as the access rule needs it: its bearer token, the peer's address and whether a proxy forwarded it. */
export interface MetricsRequest {
  authorization: string | undefined;
  remoteAddress: string | undefined;
  forwarded: boolean;
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Who may read the metrics: a request with `Authorization: Bearer <METRICS_TOKEN>`, or one from this machine that
 * no proxy forwarded (a proxy on this machine would make every visitor look local, so a forwarding header closes
 * the loopback way).
 */
export function mayReadMetrics(request: MetricsRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(request.authorization ?? "");
    const wanted = Buffer.from(`Bearer ${token}`);
    if (given.length === wanted.length && timingSafeEqual(given, wanted)) return true;
  }
  return !request.forwarded && LOOPBACK.has(request.remoteAddress ?? "");
}
