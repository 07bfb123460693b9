/**
 * The table in docs/retention.md and the constants of ~/domain/retention agree (decision 0100): every kind the job
 * purges is a row with the same period, and no row names a kind the job does not know. The mails counted as
 * commercial letters are templates the portal sends.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  COMMERCIAL_MAIL_TEMPLATES,
  RETENTION,
  RETENTION_KINDS,
  type RetentionPeriod,
} from "~/domain/retention";
import { loadConfig } from "../../config";
import { RATE_LIMITS, STAFF_SESSION } from "../../identity/policy";
import { DEFAULT_RETENTION_JOB_INTERVAL_MS, retentionJobInterval } from "./job";

const ROOT = path.resolve(import.meta.dirname, "../../../..");
const DAY_MS = 86_400_000;

/** The period as the table writes it. */
function written(period: RetentionPeriod): string {
  if ("days" in period) return period.days === 1 ? "1 day" : `${period.days} days`;
  return `${period.yearsAfterYearEnd} years after the end of the year`;
}

/** The rows of the table "What the job purges": kind (the code in backticks) → period cell. */
function documented(): Map<string, string> {
  const text = readFileSync(path.join(ROOT, "docs/retention.md"), "utf8");
  const section = text.split("## What the job purges")[1]!.split("\n## ")[0]!;
  const rows = new Map<string, string>();
  for (const line of section.split("\n")) {
    const cells = line.split("|").map((cell) => cell.trim());
    const kind = /^`(\w+)`$/.exec(cells[1] ?? "")?.[1];
    if (kind) rows.set(kind, cells[3]!);
  }
  return rows;
}

describe("docs/retention.md", () => {
  it("has a row for every kind the job purges, with its period, and none more", () => {
    const rows = documented();
    expect([...rows.keys()].sort()).toEqual([...RETENTION_KINDS].sort());
    for (const kind of RETENTION_KINDS) {
      expect(rows.get(kind)!.startsWith(written(RETENTION[kind])), `${kind}: ${rows.get(kind)}`).toBe(true);
    }
  });

  it("recognises a row that disagrees", () => {
    expect(written({ days: 90 })).toBe("90 days");
    expect("30 days".startsWith(written({ days: 90 }))).toBe(false);
    expect(written({ yearsAfterYearEnd: 6 })).toBe("6 years after the end of the year");
  });
});

describe("the periods and the rules they rest on", () => {
  it("names as commercial letters only templates the portal sends", () => {
    const mailDir = path.join(ROOT, "app/.server/mail");
    const sources = readdirSync(mailDir)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => readFileSync(path.join(mailDir, file), "utf8"))
      .join("\n");
    for (const template of COMMERCIAL_MAIL_TEMPLATES) expect(sources, template).toContain(`"${template}"`);
  });

  it("keeps a staff provider session no longer than the longest staff session, and attempts past every window", () => {
    expect(RETENTION.staffProviderSessions.days * DAY_MS).toBe(STAFF_SESSION.absoluteMs);
    // Attempts go at the end of their own window; the longest window is a day.
    expect(Math.max(...RATE_LIMITS.map((limit) => limit.windowMs))).toBeLessThanOrEqual(DAY_MS);
  });
});

describe("retention job interval", () => {
  const base = { SESSION_SECRET: "x".repeat(40), DATA_DIR: "/tmp/retention-unit" };

  it("is off in tests unless set, hourly otherwise, 0 turns it off", () => {
    expect(retentionJobInterval(loadConfig({ ...base, NODE_ENV: "test" }))).toBe(0);
    expect(
      retentionJobInterval(loadConfig({ ...base, NODE_ENV: "test", RETENTION_JOB_INTERVAL_MS: "5000" })),
    ).toBe(5000);
    expect(
      retentionJobInterval(
        loadConfig({ ...base, NODE_ENV: "production", MAIL_TRANSPORT: "outbox", INSURANCE: "embedded" }),
      ),
    ).toBe(DEFAULT_RETENTION_JOB_INTERVAL_MS);
    expect(retentionJobInterval(loadConfig({ ...base, RETENTION_JOB_INTERVAL_MS: "0" }))).toBe(0);
    expect(() => loadConfig({ ...base, RETENTION_JOB_INTERVAL_MS: "-1" })).toThrow(
      /RETENTION_JOB_INTERVAL_MS/,
    );
  });
});
