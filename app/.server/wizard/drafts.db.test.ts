/** The server-side wizard drafts: storage, expiry, cleanup, key hashing, and what the session cookie carries. */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { actorContext, type Actor } from "../auth/actor";
import { runtimeContext } from "../context";
import { wizardDrafts } from "../db/schema";
import { useTestDatabase } from "../testing/test-database";
import type { Runtime } from "../runtime";
import { sessionContext, type AppSession } from "../session";
import {
  CLEANUP_INTERVAL_MS,
  cleanupOccasionally,
  clearDraft,
  deleteExpiredDrafts,
  discardSessionDrafts,
  hashDraftKey,
  loadDraft,
  newDraftKey,
  saveDraft,
  sessionDrafts,
} from "./drafts";
import { wizardRequest } from "./index";
import { defineWizard } from "~/domain/wizard";
import { testRuntime } from "~/.server/testing/routes";
import { systemClock } from "../clock";

const database = useTestDatabase({ seed: false });
let runtime: Runtime;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  runtime = { ...testRuntime(database, "/tmp/vp-wizard-drafts"), content: {} as Runtime["content"] };
});

const rows = () => database.db.select().from(wizardDrafts);

describe("draft store", () => {
  it("stores a draft under the key's hash only, and gives it back to that key alone", async () => {
    const key = newDraftKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await saveDraft(database.db, key, "wishes", { music: { title: "Ave Maria" } }, HOUR, new Date());
    expect(await loadDraft(database.db, key, "wishes", new Date())).toEqual({
      music: { title: "Ave Maria" },
    });
    expect(await loadDraft(database.db, key, "letters", new Date())).toBeNull();
    expect(await loadDraft(database.db, newDraftKey(), "wishes", new Date())).toBeNull();
    // The hash of the key is not the key, and the key is nowhere in the table.
    expect(await loadDraft(database.db, hashDraftKey(key), "wishes", new Date())).toBeNull();
    const stored = await rows();
    expect(stored.map((row) => row.keyHash)).toContain(hashDraftKey(key));
    expect(JSON.stringify(stored)).not.toContain(key);
  });

  it("replaces the draft on save and slides its expiry", async () => {
    const key = newDraftKey();
    const now = new Date();
    await saveDraft(database.db, key, "pricing", { plans: { plan: "basic" } }, HOUR, now);
    const later = new Date(now.getTime() + HOUR / 2);
    await saveDraft(database.db, key, "pricing", { plans: { plan: "premium" } }, HOUR, later);
    const [row] = await database.db
      .select()
      .from(wizardDrafts)
      .where(eq(wizardDrafts.keyHash, hashDraftKey(key)));
    expect(row?.data).toEqual({ plans: { plan: "premium" } });
    expect(row?.expiresAt.getTime()).toBe(later.getTime() + HOUR);
  });

  it("never reads an expired draft, and the cleanup deletes expired drafts only", async () => {
    const [expired, fresh] = [newDraftKey(), newDraftKey()];
    const past = new Date(Date.now() - 2 * HOUR);
    await saveDraft(database.db, expired, "finance", { type: { choice: "ALREADY_PAID" } }, HOUR, past);
    await saveDraft(database.db, fresh, "finance", { type: { choice: "PAY_BY_FAMILY" } }, HOUR, new Date());
    expect(await loadDraft(database.db, expired, "finance", new Date())).toBeNull();
    expect(await deleteExpiredDrafts(database.db, new Date())).toBeGreaterThanOrEqual(1);
    const left = (await rows()).map((row) => row.keyHash);
    expect(left).not.toContain(hashDraftKey(expired));
    expect(left).toContain(hashDraftKey(fresh));
  });

  it("cleans up on its own at most once per interval per process", async () => {
    const base = Date.now() + 10 * HOUR;
    const expire = async () => {
      const key = newDraftKey();
      await database.db
        .insert(wizardDrafts)
        .values({ keyHash: hashDraftKey(key), wizard: "x", data: {}, expiresAt: new Date(base - HOUR) });
      return hashDraftKey(key);
    };
    const present = async (hash: string) => (await rows()).some((row) => row.keyHash === hash);
    const first = await expire();
    await cleanupOccasionally(database.db, new Date(base));
    expect(await present(first)).toBe(false);
    const second = await expire();
    await cleanupOccasionally(database.db, new Date(base + CLEANUP_INTERVAL_MS / 2));
    expect(await present(second)).toBe(true);
    await cleanupOccasionally(database.db, new Date(base + CLEANUP_INTERVAL_MS));
    expect(await present(second)).toBe(false);
  });

  it("clears one wizard's draft, or every draft of a key", async () => {
    const key = newDraftKey();
    for (const wizard of ["wishes", "letters", "pricing"])
      await saveDraft(database.db, key, wizard, { a: 1 }, HOUR, new Date());
    await clearDraft(database.db, key, "wishes");
    expect(await loadDraft(database.db, key, "wishes", new Date())).toBeNull();
    expect(await loadDraft(database.db, key, "letters", new Date())).toEqual({ a: 1 });
    await clearDraft(database.db, key);
    expect(await loadDraft(database.db, key, "letters", new Date())).toBeNull();
    expect(await loadDraft(database.db, key, "pricing", new Date())).toBeNull();
  });
});

describe("session drafts", () => {
  const newSession = (): Promise<AppSession> => runtime.sessions.getSession();

  it("reads nothing without a key, gives the session a key on the first save, and keeps sessions apart", async () => {
    const first = await newSession();
    const drafts = sessionDrafts(database.db, first, "", systemClock);
    expect(await drafts.load("wishes")).toBeNull();
    expect(first.get("draftKey")).toBeUndefined();
    await drafts.save("wishes", { quote: { text: "Carpe diem" } }, HOUR);
    expect(first.get("draftKey")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessionDrafts(database.db, first, "", systemClock).load("wishes")).toEqual({
      quote: { text: "Carpe diem" },
    });

    const second = await newSession();
    expect(await sessionDrafts(database.db, second, "", systemClock).load("wishes")).toBeNull();
    // A malformed key (the cookie is signed, but the value is checked anyway) reads nothing.
    second.set("draftKey", hashDraftKey(first.get("draftKey")!));
    expect(await sessionDrafts(database.db, second, "", systemClock).load("wishes")).toBeNull();
  });

  it("discards every draft of the session and forgets its key", async () => {
    const session = await newSession();
    const drafts = sessionDrafts(database.db, session, "", systemClock);
    await drafts.save("wishes", { a: 1 }, HOUR);
    const key = session.get("draftKey")!;
    await discardSessionDrafts(database.db, session);
    expect(session.get("draftKey")).toBeUndefined();
    expect(await loadDraft(database.db, key, "wishes", new Date())).toBeNull();
  });
});

describe("wizard requests", () => {
  const letters = defineWizard({
    name: "letters-test",
    steps: [
      { id: "content", path: "/l/content", schema: z.object({ text: z.string().min(1) }) },
      { id: "recipient", path: "/l/recipient", schema: z.object({ name: z.string().min(1) }) },
      { id: "confirmation", path: "/l/confirmation" },
    ],
  });

  async function contextFor(cookie?: string, actor: Actor | null = null) {
    const context = new RouterContextProvider();
    const session = await runtime.sessions.getSession(cookie);
    context.set(runtimeContext, runtime);
    context.set(sessionContext, session);
    context.set(actorContext, actor);
    return { context, session };
  }
  const get = new Request("http://localhost/l");
  const post = new Request("http://localhost/l", { method: "POST" });

  async function thrown(promise: Promise<unknown>): Promise<Response> {
    try {
      await promise;
    } catch (error) {
      if (error instanceof Response) return error;
      throw error;
    }
    throw new Error("expected a redirect");
  }

  it("keeps a 10 KB answer on the server: the cookie stays under 1 KB and brings the answer back", async () => {
    const { context, session } = await contextFor();
    const wizard = wizardRequest(context, letters);
    expect(await wizard.requireStep(get, "content")).toEqual({ draft: {}, answer: undefined });
    const text = "Liebe Anna, ".repeat(900); // ≈ 10.8 KB
    const response = await wizard.saveStep("content", { text });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/l/recipient");

    const cookie = await runtime.sessions.commitSession(session);
    expect(cookie.length).toBeLessThan(1024);
    expect(cookie).not.toContain("Liebe");

    const next = await contextFor(cookie.split(";")[0]);
    const { answer } = await wizardRequest(next.context, letters).requireStep(get, "recipient");
    expect(answer).toBeUndefined();
    expect((await wizardRequest(next.context, letters).load()).content).toEqual({ text });
    await expect(wizardRequest(next.context, letters).requireStep(get, "content")).resolves.toMatchObject({
      answer: { text },
    });
  });

  it("keeps a staff member's draft with the provision it was made for: another customer starts clean", async () => {
    const bob = "8c4d3d1e-4a56-4b1f-9a53-3b0f2d1c8e01";
    const carla = "8c4d3d1e-4a56-4b1f-9a53-3b0f2d1c8e02";
    const holding = (heldProvisionId: string): Actor => ({
      userId: "8c4d3d1e-4a56-4b1f-9a53-3b0f2d1c8eff",
      email: "care@vorsorgeportal.de",
      displayName: "Care",
      groups: ["customercare"],
      isStaff: true,
      ownProvisionId: null,
      heldProvisionId,
    });
    const onBob = await contextFor(undefined, holding(bob));
    await wizardRequest(onBob.context, letters).saveStep("content", { text: "Bobs Bankverbindung DE02…" });
    const cookie = (await runtime.sessions.commitSession(onBob.session)).split(";")[0];

    // The same session, now holding Carla's provision: nothing of Bob's draft is read or reachable.
    const onCarla = await contextFor(cookie, holding(carla));
    expect(await wizardRequest(onCarla.context, letters).load()).toEqual({});
    const early = await thrown(wizardRequest(onCarla.context, letters).requireStep(get, "recipient"));
    expect(early.headers.get("Location")).toBe("/l/content");
    await wizardRequest(onCarla.context, letters).saveStep("content", { text: "Carlas Text" });

    // Bob's draft is his own still, untouched by Carla's.
    const backOnBob = await contextFor(cookie, holding(bob));
    expect((await wizardRequest(backOnBob.context, letters).load()).content).toEqual({
      text: "Bobs Bankverbindung DE02…",
    });
    // Signing out discards the session's drafts of every provision.
    await discardSessionDrafts(database.db, backOnBob.session);
    const keyHash = hashDraftKey(onBob.session.get("draftKey")!);
    expect(await database.db.select().from(wizardDrafts).where(eq(wizardDrafts.keyHash, keyHash))).toEqual(
      [],
    );
  });

  it("saves only if changed", async () => {
    const { context, session } = await contextFor();
    await wizardRequest(context, letters).saveStep("content", { text: "Hallo" });
    const keyHash = hashDraftKey(session.get("draftKey")!);
    const updatedAt = async () =>
      (await database.db.select().from(wizardDrafts).where(eq(wizardDrafts.keyHash, keyHash)))[0]?.updatedAt;
    const before = await updatedAt();
    const again = await contextFor();
    again.session.set("draftKey", session.get("draftKey")!);
    const response = await wizardRequest(again.context, letters).saveStep("content", { text: "Hallo" });
    expect(response.headers.get("Location")).toBe("/l/recipient");
    expect(await updatedAt()).toEqual(before);
    expect(await wizardRequest(again.context, letters).update({ content: { text: "Hallo!" } })).toBe(true);
    expect(await updatedAt()).not.toEqual(before);
  });

  it("redirects a GET that is too early to the first missing step", async () => {
    const { context } = await contextFor();
    const response = await thrown(wizardRequest(context, letters).requireStep(get, "confirmation"));
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/l/content");
  });

  it("refuses a POST out of order: a redirect with a German toast, nothing stored", async () => {
    const { context, session } = await contextFor();
    const count = (await rows()).length;
    const response = await thrown(wizardRequest(context, letters).requireStep(post, "recipient"));
    expect(response.headers.get("Location")).toBe("/l/content");
    expect(session.get("toasts")?.map((toast) => toast.message)).toEqual([
      "Bitte beantworten Sie zuerst die vorherigen Schritte. Ihre Eingabe wurde nicht gespeichert.",
    ]);
    expect(session.get("draftKey")).toBeUndefined();
    expect((await rows()).length).toBe(count);
  });

  it("follows a branching choice, but never into a step that is still blocked", async () => {
    const { context } = await contextFor();
    const wizard = wizardRequest(context, letters);
    const skip = await wizard.saveStep("content", { text: "A" }, { to: "confirmation" });
    expect(skip.headers.get("Location")).toBe("/l/recipient");
    const back = await wizard.saveStep("recipient", { name: "Anna" }, { to: "content" });
    expect(back.headers.get("Location")).toBe("/l/content");
  });
});
