import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createCookie, RouterContextProvider } from "react-router";
import { requestInfoContext, runtimeContext } from "~/.server/context";
import { mailOutbox } from "~/.server/db/schema";
import { useTestDatabase } from "~/.server/testing/test-database";
import { enqueueMail } from "~/.server/mail/outbox";
import { activationLink, confirmationMail } from "~/.server/mail/templates";
import type { Runtime } from "~/.server/runtime";
import { loader as listLoader } from "./mailbox";
import { loader as messageLoader } from "./mailbox.$id";
import { DEFAULT_HOTLINE as hotline } from "~/.server/config";

const BASE = "http://localhost:3000";
const database = useTestDatabase({ seed: false });

beforeAll(async () => {
  await enqueueMail(database.db, { to: "alt@example.org", subject: "Alt", text: "alt", html: "" });
  await enqueueMail(
    database.db,
    confirmationMail({
      hotline,
      to: "Neu_1@Example.org",
      link: activationLink(BASE, "c0de", "neu_1@example.org"),
    }),
  );
  await enqueueMail(database.db, { to: "neu11@example.org", subject: "Andere", text: "x", html: "<p>x</p>" });
});

const KEY = "k".repeat(43);
/** The cookie the mailbox sets after a visit with its key (createCookie encodes the value). */
const KEY_COOKIE = (await createCookie("__vp_mailbox").serialize(KEY)).split(";")[0]!;

function context(config: Partial<Runtime["config"]> = {}) {
  const provider = new RouterContextProvider();
  provider.set(requestInfoContext, { nonce: "n", ip: "203.0.113.9" });
  const runtime = {
    config: { production: false, MAIL_DEV: undefined, MAIL_DEV_KEY: KEY, BASE_URL: BASE, ...config },
    database,
  } as unknown as Runtime;
  provider.set(runtimeContext, runtime);
  return provider;
}

const args = (
  url: string,
  params: Record<string, string> = {},
  config?: Partial<Runtime["config"]>,
  cookie: string | null = KEY_COOKIE,
) =>
  ({
    request: new Request(`${BASE}${url}`, { headers: cookie ? { Cookie: cookie } : {} }),
    params,
    context: context(config),
  }) as never;

async function status(run: () => Promise<unknown>): Promise<number | undefined> {
  try {
    await run();
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
  return 200;
}

describe("/dev/mailbox", () => {
  it("lists every mail, newest first", async () => {
    const { mails, to } = await listLoader(args("/dev/mailbox"));
    expect(to).toBe("");
    expect(mails.map((m) => m.subject)).toEqual([
      "Andere",
      "Bitte bestätigen Sie Ihre E-Mail-Adresse",
      "Alt",
    ]);
    expect(mails[1]).toMatchObject({ to: "neu_1@example.org", status: "pending", template: "confirmation" });
  });

  it("filters by a part of the recipient, case-insensitive, with LIKE wildcards taken literally", async () => {
    const { mails } = await listLoader(args("/dev/mailbox?to=%20NEU_1%20"));
    expect(mails.map((m) => m.to)).toEqual(["neu_1@example.org"]);
    expect((await listLoader(args("/dev/mailbox?to=%25"))).mails).toEqual([]);
  });

  it("is not found in production unless MAIL_DEV=1", async () => {
    expect(await status(() => listLoader(args("/dev/mailbox", {}, { production: true })))).toBe(404);
    expect(
      await status(() => listLoader(args("/dev/mailbox", {}, { production: true, MAIL_DEV: "1" }))),
    ).toBe(200);
    expect(await status(() => listLoader(args("/dev/mailbox", {}, { MAIL_DEV: "0" })))).toBe(404);
  });

  it("is not found for a request without the mailbox key, or with a wrong one", async () => {
    const on = { production: true, MAIL_DEV: "1" as const };
    expect(await status(() => listLoader(args("/dev/mailbox", {}, on, null)))).toBe(404);
    expect(await status(() => listLoader(args("/dev/mailbox", {}, on, "__vp_mailbox=guess")))).toBe(404);
    const [row] = await database.db.select().from(mailOutbox).limit(1);
    expect(
      await status(() => messageLoader(args(`/dev/mailbox/${row!.id}`, { id: row!.id }, on, null))),
    ).toBe(404);
    expect(
      await status(() => messageLoader(args(`/dev/mailbox/${row!.id}?key=guess`, { id: row!.id }, on, null))),
    ).toBe(404);
  });
});

describe("/dev/mailbox/:id", () => {
  it("shows one mail with its headers, linked text and a locked-down HTML preview", async () => {
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.template, "confirmation"));
    const result = await messageLoader(args(`/dev/mailbox/${row!.id}`, { id: row!.id }));
    expect(result.mail).toMatchObject({
      id: row!.id,
      to: "neu_1@example.org",
      status: "pending",
      attempts: 0,
    });
    const links = result.text.filter((part) => part.href).map((part) => part.href);
    expect(links).toEqual([activationLink(BASE, "c0de", "neu_1@example.org")]);
    expect(result.html).toMatch(/^<!DOCTYPE html><meta http-equiv="Content-Security-Policy"/);
    expect(result.html).toContain("<h1");
  });

  it("is not found for unknown or malformed ids, and when the mailbox is off", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await status(() => messageLoader(args(`/dev/mailbox/${unknown}`, { id: unknown })))).toBe(404);
    expect(await status(() => messageLoader(args("/dev/mailbox/x'--", { id: "x'--" })))).toBe(404);
    const [row] = await database.db.select().from(mailOutbox).limit(1);
    expect(
      await status(() =>
        messageLoader(args(`/dev/mailbox/${row!.id}`, { id: row!.id }, { production: true })),
      ),
    ).toBe(404);
  });
});
