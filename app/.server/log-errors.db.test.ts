import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { users } from "./db/schema";
import { useTestDatabase } from "./testing/test-database";
import { loggerOptions } from "./logger";

const database = useTestDatabase({ seed: false });

/** What the portal's logger writes for `logger.error({ err }, …)`. */
function logLine(error: unknown): string {
  let line = "";
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      line += chunk.toString();
      done();
    },
  });
  pino(loggerOptions, sink).error({ err: error }, "request failed");
  return line;
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("the query did not fail");
}

describe("database errors in the log", () => {
  it("name the code and the constraint of a unique violation, not the e-mail address", async () => {
    const email = "erna.geheimnis@example.de";
    await database.db.insert(users).values({ email });
    const error = await failure(() =>
      database.db.insert(users).values({ email, passwordHash: "hash-geheim-4711" }),
    );
    const line = logLine(error);
    expect(line).toContain("23505");
    expect(line).toContain("users_email_key");
    expect(line).toContain("insert into");
    expect(line).not.toContain("erna.geheimnis");
    expect(line).not.toContain("hash-geheim-4711");
  });

  it("keep a value PostgreSQL quotes in its message out (invalid input syntax)", async () => {
    const error = await failure(() =>
      database.db.select().from(users).where(eq(users.id, "Müller-Lüdenscheidt-1950-12-24")),
    );
    const line = logLine(error);
    expect(line).toContain("22P02");
    expect(line).not.toContain("Lüdenscheidt");
  });

  it("keep values out when the database error is the cause of another error", async () => {
    const cause = await failure(() => database.db.insert(users).values({ email: "Gross@Example.de" }));
    const line = logLine(new Error("registration failed", { cause }));
    expect(line).toContain("registration failed");
    expect(line).toContain("23514");
    expect(line).not.toContain("Gross@Example.de");
  });
});
