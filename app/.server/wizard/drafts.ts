/**
 * Wizard drafts on the server (decision 0009): one row per session, provision and wizard in `wizard_drafts`.
 *
 * A draft belongs to the session *and* the provision it was made for (decision 0028): `scope` is the acting
 * provision's id ("" for the anonymous sign-up). A staff member who entered one customer's bank details and
 * then opens another customer's provision starts clean; one customer's draft is never read for another.
 *
 * The session cookie carries only a random draft key (32 bytes, base64url); the table stores its SHA-256, so
 * a database dump does not give the keys that would read a draft through the portal. A draft lives `ttlMs`
 * after its last save (sliding); expired rows are never read and are deleted by `deleteExpiredDrafts`, run at
 * most once per CLEANUP_INTERVAL_MS per process on a save (one indexed delete).
 * Two tabs of one session writing the same draft: the last write wins (a draft, not a record).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { wizardDrafts } from "../db/schema";
import { occasionally } from "../db/occasionally";
import type { AppSession } from "../session";
import type { WizardDraft } from "~/domain/wizard";

const DRAFT_KEY_BYTES = 32;
/** base64url of 32 bytes, without padding. */
const DRAFT_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

export const newDraftKey = (): string => randomBytes(DRAFT_KEY_BYTES).toString("base64url");
export const hashDraftKey = (key: string): string => createHash("sha256").update(key).digest("hex");

const isDraftObject = (value: unknown): value is WizardDraft =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The draft of this key and wizard, or null (none, expired, or not an object). */
export async function loadDraft(db: Db, key: string, wizard: string, now: Date, scope = "") {
  const [row] = await db
    .select({ data: wizardDrafts.data })
    .from(wizardDrafts)
    .where(
      and(
        eq(wizardDrafts.keyHash, hashDraftKey(key)),
        eq(wizardDrafts.scope, scope),
        eq(wizardDrafts.wizard, wizard),
        gt(wizardDrafts.expiresAt, now),
      ),
    );
  return row && isDraftObject(row.data) ? row.data : null;
}

/** Stores (replaces) the draft and moves its expiry to `now + ttlMs`. */
export async function saveDraft(
  db: Db,
  key: string,
  wizard: string,
  data: WizardDraft,
  ttlMs: number,
  now: Date,
  scope = "",
): Promise<void> {
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db
    .insert(wizardDrafts)
    .values({ keyHash: hashDraftKey(key), scope, wizard, data, expiresAt, updatedAt: now })
    .onConflictDoUpdate({
      target: [wizardDrafts.keyHash, wizardDrafts.scope, wizardDrafts.wizard],
      set: { data, expiresAt, updatedAt: now },
    });
  await cleanupOccasionally(db, now);
}

/**
 * Deletes one wizard's draft of this key and scope, or (without a wizard) every draft of the key, whatever
 * provision it was for.
 */
export async function clearDraft(db: Db, key: string, wizard?: string, scope = ""): Promise<void> {
  const keyHash = eq(wizardDrafts.keyHash, hashDraftKey(key));
  await db
    .delete(wizardDrafts)
    .where(wizard ? and(keyHash, eq(wizardDrafts.scope, scope), eq(wizardDrafts.wizard, wizard)) : keyHash);
}

/** Deletes every expired draft; returns how many. */
export async function deleteExpiredDrafts(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(wizardDrafts)
    .where(lte(wizardDrafts.expiresAt, now))
    .returning({ wizard: wizardDrafts.wizard });
  return deleted.length;
}

/** Runs the cleanup when the last one in this process is CLEANUP_INTERVAL_MS ago; a failure is only logged. */
export const cleanupOccasionally = occasionally(
  CLEANUP_INTERVAL_MS,
  "expired wizard drafts",
  deleteExpiredDrafts,
);

/** The session's draft key, if it has a well-formed one. */
function sessionKey(session: AppSession): string | undefined {
  const key = session.get("draftKey");
  return typeof key === "string" && DRAFT_KEY_PATTERN.test(key) ? key : undefined;
}

/**
 * The drafts of one session for one provision (`scope`: the acting provision id; "" before there is one). A
 * session without a key reads nothing (no query); the first save gives it one. Signing in or out and taking up
 * or letting go of a customer's provision drop the key (and `discardSessionDrafts` the rows), so drafts never cross
 * sessions or provisions. Expiry reads `clock` (the runtime's, passed by the wizard request).
 */
export function sessionDrafts(db: Db, session: AppSession, scope: string, clock: Clock) {
  return {
    async load(wizard: string): Promise<WizardDraft | null> {
      const key = sessionKey(session);
      return key ? loadDraft(db, key, wizard, clock.now(), scope) : null;
    },
    async save(wizard: string, data: WizardDraft, ttlMs: number): Promise<void> {
      let key = sessionKey(session);
      if (!key) {
        key = newDraftKey();
        session.set("draftKey", key);
      }
      await saveDraft(db, key, wizard, data, ttlMs, clock.now(), scope);
    },
    async clear(wizard: string): Promise<void> {
      const key = sessionKey(session);
      if (key) await clearDraft(db, key, wizard, scope);
    },
  };
}

/** Deletes every draft of the session (for every provision) and forgets its key. */
export async function discardSessionDrafts(db: Db, session: AppSession): Promise<void> {
  const key = sessionKey(session);
  session.unset("draftKey");
  if (key) await clearDraft(db, key);
}
