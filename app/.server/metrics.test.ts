import { describe, expect, it } from "vitest";
import { mayReadMetrics, measuredRun, registry, statusClass } from "./metrics";

const TOKEN = "m".repeat(40);

describe("who may read the metrics", () => {
  const local = { authorization: undefined, remoteAddress: "127.0.0.1", forwarded: false };
  it("lets this machine in when no proxy forwarded the request", () => {
    expect(mayReadMetrics(local, undefined)).toBe(true);
    expect(mayReadMetrics({ ...local, remoteAddress: "::1" }, TOKEN)).toBe(true);
  });
  it("refuses a forwarded request from this machine and any other address without the token", () => {
    expect(mayReadMetrics({ ...local, forwarded: true }, undefined)).toBe(false);
    expect(mayReadMetrics({ ...local, remoteAddress: "203.0.113.9" }, undefined)).toBe(false);
    expect(
      mayReadMetrics({ ...local, remoteAddress: "203.0.113.9", authorization: `Bearer ${TOKEN}x` }, TOKEN),
    ).toBe(false);
    expect(mayReadMetrics({ ...local, forwarded: true, authorization: "Bearer " }, "")).toBe(false);
  });
  it("lets the token in from anywhere", () => {
    expect(
      mayReadMetrics(
        { authorization: `Bearer ${TOKEN}`, remoteAddress: "203.0.113.9", forwarded: true },
        TOKEN,
      ),
    ).toBe(true);
  });
});

describe("a job's runs", () => {
  it("counts runs by outcome and their durations, and passes the result or the error on", async () => {
    await expect(measuredRun("test-job", () => Promise.resolve(7))).resolves.toBe(7);
    await expect(measuredRun("test-job", () => Promise.reject(new Error("kaputt")))).rejects.toThrow(
      "kaputt",
    );
    const text = await registry.metrics();
    expect(text).toContain('vorsorge_job_runs_total{job="test-job",outcome="ok"} 1');
    expect(text).toContain('vorsorge_job_runs_total{job="test-job",outcome="failed"} 1');
    expect(text).toContain('vorsorge_job_duration_seconds_count{job="test-job"} 2');
  });
  it("names status classes", () => {
    expect(statusClass(204)).toBe("2xx");
    expect(statusClass(503)).toBe("5xx");
  });
});
