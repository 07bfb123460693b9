import type { UNSAFE_DataWithResponseInit } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ServiceError } from "~/domain/errors";
import { readIntent } from "./intent";
import { withErrorPages } from "./service-errors";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
};

/** The status and German message of what a call threw. */
async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (thrown) {
    const { data, init } = thrown as UNSAFE_DataWithResponseInit<{ message: string }>;
    return { status: init?.status, message: data.message };
  }
  throw new Error("expected a refusal");
}

describe("readIntent", () => {
  it("returns the posted intent of the page's list, and the form", async () => {
    const posted = form({ intent: "resend", to: "/profile" });
    const { intent, form: read } = await readIntent(posted, ["greeted", "resend"] as const);
    expect(intent).toBe("resend");
    expect(read.get("to")).toBe("/profile");
    const request = new Request("http://x/", {
      method: "POST",
      body: new URLSearchParams({ intent: "greeted" }),
    });
    expect((await readIntent(request, ["greeted", "resend"] as const)).intent).toBe("greeted");
  });

  it("answers an unknown, missing or inherited intent with 400 and a German message", async () => {
    const cases: Record<string, string>[] = [
      { intent: "drop" },
      {},
      { intent: "" },
      { intent: "toString" },
      { intent: "GREETED" },
    ];
    for (const entries of cases) {
      expect(await refusal(() => readIntent(form(entries), ["greeted", "resend"] as const))).toEqual({
        status: 400,
        message:
          "Diese Aktion ist hier nicht möglich. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
      });
    }
  });

  it("parses the intent's own fields with its schema; invalid input is 400", async () => {
    const schemas = {
      skip: z.object({ id: z.string().min(1) }),
      go: z.object({ to: z.string().optional() }),
    };
    const read = await readIntent(form({ intent: "skip", id: "tile-wishes" }), schemas);
    expect(read.intent === "skip" && read.input.id).toBe("tile-wishes");
    expect(await refusal(() => readIntent(form({ intent: "skip" }), schemas))).toMatchObject({ status: 400 });
    expect(await refusal(() => readIntent(form({ intent: "constructor" }), schemas))).toMatchObject({
      status: 400,
    });
  });

  it("answers an unreadable body with 400, not 500", async () => {
    const broken = new Request("http://x/", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: "not multipart",
    });
    expect(await refusal(() => readIntent(broken, ["a"] as const))).toMatchObject({ status: 400 });
  });
});

describe("withErrorPages", () => {
  it("turns a ServiceError into its German error page and leaves other errors alone", async () => {
    const refused = withErrorPages(async () => {
      throw new ServiceError("staleVersion");
    });
    expect(await refusal(refused)).toEqual({
      status: 409,
      message: "Die Daten wurden inzwischen geändert. Bitte laden Sie die Seite neu.",
    });
    const broken = withErrorPages(async () => {
      throw new TypeError("bug");
    });
    await expect(broken()).rejects.toThrow("bug");
    expect(await withErrorPages(async (n: number) => n + 1)(1)).toBe(2);
  });
});
