/**
 * Provision access (docs/architecture.md, docs/decisions/0008-provision-access-and-intents.md): the only
 * way services read or change a customer's provision.
 *
 * - Who may: the owner ("me": the provision's user is the actor), or a staff member (admin, customercare) who
 *   holds exactly that provision (taken up at /provisions/:provisionId). Everyone else, anonymous callers
 *   included, gets ServiceError "forbidden" (403), logged with actor and provision id.
 * - Which provision: always the acting one (`actingProvisionId`), never an id from a form or URL. Child rows
 *   (proposal items, letters, payments) are reached through the checked provision's ids.
 * - Changes: one transaction, the row locked (`select … for update`), an optional optimistic check against the
 *   version the form was rendered with (stale → ServiceError "staleVersion", 409, nothing written), the
 *   version incremented on every change, and an audit entry when staff act.
 * - A frozen provision (a confirmed death, decision 0063) refuses every change: 409 "provisionFrozen".
 *
 * Writes without an actor (decision 0091) go through this module too: `insertProvision` (sign-up),
 * `changeProvisionAsSystem` (jobs, webhooks, the sign-up's continuation), `confirmOpenProvisionsOfUser` and the
 * after-death workflow's `markProvisionFrozen`. No other module writes the table (app/architecture.test.ts), and a
 * trigger refuses any change to a frozen row that the after-death workflow did not make (migration 0024).
 *
 * The next debit date (`next_debit_on`, decision 0101) is kept here: every write that moves one of its facts (the
 * first payment, the paid plan, the cancellation, the freeze) stores `nextDebitOf` of the row as written, on the day
 * of the change's `now`; a change that moves one without `now` is refused as a programming error. The billing job
 * renews the dates whose day has passed (`renewNextDebits`).
 */
import { and, asc, eq, inArray, isNull, lt, sql, type SQL } from "drizzle-orm";
import { nextDebitFactsDiffer, nextDebitOf } from "~/domain/billing/trial";
import { changedKeys } from "~/domain/changes";
import { calendarDateInGermany } from "~/domain/dates";
import { ServiceError } from "~/domain/errors";
import type { Actor } from "../auth/actor";
import type { Db } from "../db/client";
import { prepared } from "../db/prepared";
import { provisions, type FrozenFees, type NewProvision, type Provision } from "../db/schema";
import { isUuid } from "~/domain/validation/uuid";
import { logger } from "../logger";
import { recordAudit, type AuditAction } from "./audit";

/** What the access rule needs to know about the actor (an `Actor` fits). */
export type ProvisionActor = Pick<Actor, "userId" | "isStaff" | "ownProvisionId" | "heldProvisionId">;

/** A transaction handle: the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Columns a change may set. Identity, owner, number and version are the helper's business. */
export type ProvisionPatch = Partial<
  Omit<NewProvision, "id" | "number" | "userId" | "userEmail" | "version" | "createdAt" | "updatedAt">
>;

export interface ReadOptions {
  /** The caller's IP, for the audit log. */
  ip?: string | null;
  /**
   * Audit action written when staff read a customer's provision: "provision.read" by default; false for the
   * admin banner's name lookup on every page (its opening is audited as "provision.open").
   */
  audit?: AuditAction | false;
  /**
   * Leaves the row read ahead (see `keepReadAhead`) for the page's own read: for the admin banner of the root
   * loader, which runs beside the page's loader, and the signed-in layout's check of a frozen provision. Without
   * a row read ahead, the row this read asks the database for is left for the page instead.
   */
  keepReadAhead?: boolean;
}

/**
 * The last argument of a service that changes a provision, `(db, actor, input, { expectedVersion, ip })`:
 * the version the form was rendered with (`readVersion`; stale → 409, nothing written) and the caller's IP.
 */
export interface WriteOptions {
  expectedVersion?: number | null;
  ip?: string | null;
}

export interface ChangeOptions {
  /** Audit action when staff act, e.g. "provision.flags", "wishes.update", "letter.create". */
  action: AuditAction;
  /**
   * The version the form was rendered with (hidden field `version`, see `readVersion`). When given and the
   * row has moved on, the change is refused with 409 "staleVersion" and nothing is written. Omit it only for
   * changes computed from the locked row itself (counters, merged flags), which cannot lose an update.
   */
  expectedVersion?: number | null;
  /** Small, non-secret facts for the audit entry (never passwords, tokens, full payloads). */
  detail?: Record<string, unknown>;
  ip?: string | null;
  /**
   * The instant of the change (the route's `runtime.clock.now()`): needed by a change that moves a fact of the next
   * debit date (a booking, a payment written inside the change), which is then stored for its day (decision 0101).
   */
  now?: Date;
  /**
   * An edit form's save: when the change sets every column to the value it has, it is refused with 400
   * "unchanged" ("nothing changed") and the whole transaction rolls back — no version bump, no audit entry,
   * no mail queued by the change.
   */
  refuseUnchanged?: boolean;
}

/** The access rule: the owner, or staff holding exactly this provision. */
export function mayActOn(actor: ProvisionActor | null, provision: Pick<Provision, "id" | "userId">): boolean {
  if (!actor) return false;
  if (provision.userId !== null && provision.userId === actor.userId) return true;
  return actor.isStaff && actor.heldProvisionId?.toLowerCase() === provision.id;
}

/** Whether this access is staff acting for a customer (audited) rather than the owner. */
export function actsForCustomer(actor: ProvisionActor, provision: Pick<Provision, "userId">): boolean {
  return provision.userId !== actor.userId;
}

/** The staff member as if already holding `provisionId`: to open or release it (staff.ts). */
export function holding(actor: Pick<Actor, "userId" | "isStaff">, provisionId: string): ProvisionActor {
  return {
    userId: actor.userId,
    isStaff: actor.isStaff,
    ownProvisionId: null,
    heldProvisionId: provisionId.toLowerCase(),
  };
}

/** The owner of an account acting on their own provision, for flows that run before a session exists. */
export async function ownerActor(db: Db, userId: string): Promise<ProvisionActor> {
  const [own] = await db.select({ id: provisions.id }).from(provisions).where(eq(provisions.userId, userId));
  return { userId, isStaff: false, ownProvisionId: own?.id ?? null, heldProvisionId: null };
}

function refuse(actor: ProvisionActor | null, provisionId: string | null): never {
  logger.warn({ actorUserId: actor?.userId ?? null, provisionId }, "provision access refused");
  throw new ServiceError("forbidden");
}

/** The provision a request works on (as `actingProvisionId` in auth/actor.ts): the held one for staff, else "me". */
function targetId(actor: ProvisionActor | null): string | null {
  if (!actor) refuse(actor, null);
  const id = (actor.isStaff ? actor.heldProvisionId : null) ?? actor.ownProvisionId;
  return id && isUuid(id) ? id.toLowerCase() : null;
}

/** The read behind every provision page: prepared once (db/prepared.ts). */
const provisionByIdQuery = (db: Db) =>
  db
    .select()
    .from(provisions)
    .where(eq(provisions.id, sql.placeholder("id")))
    .prepare("provision_by_id");

/**
 * The ids of a user's provisions as a subquery, for a change that the identity port makes inside its own
 * transaction on behalf of that user (a password reset or a confirmed e-mail change revoking read access).
 * Frozen provisions are left out (decision 0063): nothing changes them any more.
 */
export function openProvisionIdsOfUser(tx: Db | Tx, userId: string) {
  return tx
    .select({ id: provisions.id })
    .from(provisions)
    .where(and(eq(provisions.userId, userId), isNull(provisions.frozenAt)));
}

/**
 * Read ahead (decision 0065, amended 2026-11-26): on a GET request the actor middleware reads the acting
 * provision in the same statement as the session check (`sessionWithProvision`) and leaves the row here, keyed
 * by that request's actor object, so a page saves a round trip. The first `findProvision` with that actor takes
 * the row instead of asking the database (the access check and the audit entry as always); every later read asks
 * the database. A row kept before `changeProvision` began to change its provision — through whichever actor — is
 * never used after that.
 */
const readAhead = new WeakMap<ProvisionActor, { id: string; row: Provision | null; keptAt: number }>();

/** Counts the changes of this process; `changedAt` holds the count at each provision's last change begun. */
let changes = 0;
const changedAt = new Map<string, number>();
/** Forgetting the older changes (to bound the map) makes every row kept before it unusable. */
let forgottenAt = 0;
const REMEMBERED_CHANGES = 10_000;

function noteChange(id: string): void {
  if (changedAt.size >= REMEMBERED_CHANGES) {
    changedAt.clear();
    forgottenAt = changes;
  }
  changedAt.set(id, ++changes);
}

/** The provision the actor middleware may read ahead for `actor` (its acting provision), or null. */
export function readAheadId(actor: ProvisionActor): string | null {
  return targetId(actor);
}

/** Keeps the row read ahead for `actor`'s provision `id` (null: there is no such provision) for its first read. */
export function keepReadAhead(actor: ProvisionActor, id: string, row: Provision | null): void {
  readAhead.set(actor, { id, row, keptAt: changes });
}

/** The row read ahead for `actor`'s provision `id`, or undefined when there is none; `take` uses it up. */
function readAheadRow(actor: ProvisionActor, id: string, take: boolean): Provision | null | undefined {
  const ahead = readAhead.get(actor);
  if (!ahead) return undefined;
  if (take) readAhead.delete(actor);
  const unchanged = ahead.keptAt >= forgottenAt && (changedAt.get(id) ?? 0) <= ahead.keptAt;
  return ahead.id === id && unchanged ? ahead.row : undefined;
}

/**
 * The acting provision, or null when the actor has none (a staff member holding nothing, or a stale id).
 * Throws "forbidden" when the actor may not see it; a staff read is audited (`options.audit`).
 */
export async function findProvision(
  db: Db,
  actor: ProvisionActor | null,
  options: ReadOptions = {},
): Promise<Provision | null> {
  const id = targetId(actor);
  if (!id || !actor) return null;
  const ahead = readAheadRow(actor, id, !options.keepReadAhead);
  const [provision] =
    ahead !== undefined ? [ahead] : await prepared(db, "provision_by_id", provisionByIdQuery).execute({ id });
  // A read that keeps the read-ahead row and found none (the request renewed its access token) leaves its own.
  if (ahead === undefined && options.keepReadAhead) keepReadAhead(actor, id, provision ?? null);
  if (!provision) return null;
  if (!mayActOn(actor, provision)) refuse(actor, provision.id);
  const audit = options.audit ?? "provision.read";
  if (audit !== false && actsForCustomer(actor, provision)) {
    await recordAudit(db, {
      actorUserId: actor.userId,
      provisionId: provision.id,
      action: audit,
      ip: options.ip,
    });
  }
  return provision;
}

/** Like `findProvision`, but a missing provision is ServiceError "notFound" (404). */
export async function readProvision(
  db: Db,
  actor: ProvisionActor | null,
  options: ReadOptions = {},
): Promise<Provision> {
  const provision = await findProvision(db, actor, options);
  if (!provision) throw new ServiceError("notFound");
  return provision;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * The names of the columns a change touched; for an object column that was an object before (the trusted
 * person) the names of its changed keys as "column.key". Names only, never values.
 */
function changedFields(current: Provision, patch: ProvisionPatch, changed: string[]): string[] {
  const before = current as unknown as Record<string, unknown>;
  const after = patch as Record<string, unknown>;
  return changed
    .flatMap((key) => {
      const [old, now] = [before[key], after[key]];
      if (!isPlainObject(old) || !isPlainObject(now)) return [key];
      const inner = changedKeys(old, now);
      const gone = Object.keys(old).filter((name) => !(name in now) && old[name] != null);
      return [...inner, ...gone].map((name) => `${key}.${name}`);
    })
    .slice(0, 40);
}

/**
 * A frozen provision (an admin confirmed the customer's death, decision 0063) is read-only for everyone: 409
 * "provisionFrozen". Only the after-death workflow writes to it, and not through `changeProvision`.
 */
export function refuseFrozen(provision: Pick<Provision, "id" | "frozenAt">): void {
  if (provision.frozenAt) {
    throw new ServiceError("provisionFrozen", { detail: `provision ${provision.id} is frozen` });
  }
}

/**
 * Marks a provision frozen (decision 0063), for `freezeProvision` inside the death workflow's confirming
 * transaction, which has locked the row (`provision`) and checked who acts: not through `changeProvision`, which
 * refuses a frozen provision and asks for an actor of the provision. Its next debit date goes in the same write (no
 * debit comes any more, decision 0101): the database refuses any later write to the frozen row.
 */
export async function markProvisionFrozen(
  tx: Tx,
  provision: Provision,
  now: Date,
  frozenFees: FrozenFees,
): Promise<void> {
  noteChange(provision.id);
  const nextDebitOn = nextDebitOf({ ...provision, frozenAt: now }, calendarDateInGermany(now));
  await tx
    .update(provisions)
    .set({ frozenAt: now, frozenFees, nextDebitOn, version: sql`${provisions.version} + 1` })
    .where(eq(provisions.id, provision.id));
}

/**
 * Creates a provision (registration, decision 0008: creating is not acting on one). The only `insert` into the
 * table outside tests (decision 0091).
 */
export async function insertProvision(tx: Tx | Db, values: NewProvision): Promise<{ id: string }> {
  const [row] = await tx.insert(provisions).values(values).returning({ id: provisions.id });
  if (!row) throw new Error("provision not created");
  return row;
}

/**
 * A change the system makes to one provision without a customer's or staff member's session (decision 0091):
 * the sign-up's continuation, the § 312k cancellation, PayPal's end of a plan, customer care's "done" marks.
 * Inside the caller's transaction: locks the row, refuses a frozen provision (409 "provisionFrozen", as
 * `changeProvision` does), applies the patch computed from the locked row, increments the version and keeps the
 * next debit date for the day of `now` (decision 0101). Undefined when there is no such provision.
 */
export async function changeProvisionAsSystem(
  tx: Tx | Db,
  provisionId: string,
  change: (provision: Provision) => ProvisionPatch,
  { now }: { now: Date },
): Promise<Provision | undefined> {
  noteChange(provisionId.toLowerCase());
  const current = await lockProvisionRow(tx, provisionId);
  if (!current) return undefined;
  refuseFrozen(current);
  const [updated] = await tx
    .update(provisions)
    .set({ ...change(current), version: sql`${provisions.version} + 1` })
    .where(eq(provisions.id, current.id))
    .returning();
  return keepNextDebit(tx, current, updated!, now);
}

/**
 * The row after a change with its next debit date kept (decision 0101): `nextDebitOf` of the row as written (a payment
 * written inside the change has moved its first payment already) on the day of `now`, stored when it differs. Without
 * `now` only a change that moved none of the date's facts passes: one that did would leave a wrong date behind, so it
 * fails (and its transaction rolls back).
 */
async function keepNextDebit(
  tx: Tx | Db,
  before: Provision,
  after: Provision,
  now: Date | undefined,
): Promise<Provision> {
  if (!now) {
    if (!nextDebitFactsDiffer(before, after)) return after;
    throw new Error(
      `provision ${after.id}: a change of the plan or its payments needs its instant (now) to keep the next debit date`,
    );
  }
  const nextDebitOn = nextDebitOf(after, calendarDateInGermany(now));
  if (nextDebitOn === after.nextDebitOn) return after;
  const [kept] = await tx
    .update(provisions)
    .set({ nextDebitOn })
    .where(eq(provisions.id, after.id))
    .returning();
  return kept!;
}

/** How many provisions one statement of `storeNextDebits` writes. */
const NEXT_DEBIT_BATCH = 1_000;

/**
 * Stores the next debit date of these provisions as `nextDebitOf` computes it on the day of `now` (decision 0101),
 * each row locked while it is read and written; frozen rows are left (their date went with the freeze). Not a change
 * of the provision (its version stays: no open form turns stale). For the billing job's renewal, and for whatever
 * wrote a payment outside a change of its provision (the test fixtures, the benchmarks' generated data). Returns how
 * many dates moved.
 */
export async function storeNextDebits(
  db: Tx | Db,
  provisionIds: readonly string[],
  now: Date,
): Promise<number> {
  if (provisionIds.length === 0) return 0;
  const today = calendarDateInGermany(now);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(provisions)
      .where(and(inArray(provisions.id, [...provisionIds]), isNull(provisions.frozenAt)))
      .for("update");
    const moved = rows.flatMap((row) => {
      const next = nextDebitOf(row, today);
      return next === row.nextDebitOn ? [] : [{ id: row.id, next }];
    });
    for (let start = 0; start < moved.length; start += NEXT_DEBIT_BATCH) {
      const batch = moved.slice(start, start + NEXT_DEBIT_BATCH);
      for (const { id } of batch) noteChange(id);
      const values = sql.join(
        batch.map(({ id, next }) => sql`(${id}::uuid, ${next}::date)`),
        sql`, `,
      );
      await tx.execute(
        sql`update ${provisions} set next_debit_on = v.next from (values ${values}) as v(id, next) where ${provisions.id} = v.id`,
      );
    }
    return moved.length;
  });
}

/** The rows one page of `renewNextDebits` reads. */
const RENEWAL_PAGE = 500;

/**
 * The billing job's part (decision 0101): the next debit dates whose day has passed (the debit was yesterday or
 * earlier) renewed for the day of `now`, read in pages through `provisions_next_debit_idx`. Returns how many moved.
 */
export async function renewNextDebits(db: Db, now: Date): Promise<number> {
  const today = calendarDateInGermany(now);
  let renewed = 0;
  let after: SQL = sql`true`;
  for (;;) {
    const due: { id: string; date: string | null; number: number }[] = await db
      .select({ id: provisions.id, date: provisions.nextDebitOn, number: provisions.number })
      .from(provisions)
      .where(and(lt(provisions.nextDebitOn, today), after))
      .orderBy(asc(provisions.nextDebitOn), asc(provisions.number))
      .limit(RENEWAL_PAGE);
    renewed += await storeNextDebits(
      db,
      due.map((row) => row.id),
      now,
    );
    const last = due.at(-1);
    if (!last || due.length < RENEWAL_PAGE) return renewed;
    // Past the page read (a row left as it was, frozen by a hand's SQL, is not read again).
    after = sql`(${provisions.nextDebitOn}, ${provisions.number}) > (${last.date}::date, ${last.number})`;
  }
}

/**
 * Marks the open provisions of a user confirmed (the identity port, when the account's e-mail is confirmed);
 * a frozen provision keeps its state.
 */
export async function confirmOpenProvisionsOfUser(tx: Tx | Db, userId: string): Promise<void> {
  await tx
    .update(provisions)
    .set({ status: "CONFIRMED" })
    .where(and(eq(provisions.userId, userId), isNull(provisions.frozenAt)));
}

/**
 * Opens a frozen provision again (decision 0092): when two admins took back a mistaken confirmation of the death.
 * The database refuses changes to a frozen row (migration 0024) unless the transaction says so, here and only here.
 * `provision` is the row as locked by the workflow; its next debit date comes back for the day of `now` (decision 0101).
 */
export async function markProvisionThawed(tx: Tx, provision: Provision, now: Date): Promise<void> {
  noteChange(provision.id);
  const nextDebitOn = nextDebitOf({ ...provision, frozenAt: null }, calendarDateInGermany(now));
  await tx.execute(sql`select set_config('vorsorge.frozen_writes', 'allow', true)`);
  await tx
    .update(provisions)
    .set({ frozenAt: null, frozenFees: null, nextDebitOn, version: sql`${provisions.version} + 1` })
    .where(eq(provisions.id, provision.id));
  await tx.execute(sql`select set_config('vorsorge.frozen_writes', '', true)`);
}

/** The provision row locked for update in `tx`, for the system's own changes (no actor); undefined if none. */
export async function lockProvisionRow(tx: Tx | Db, provisionId: string): Promise<Provision | undefined> {
  const [row] = await tx.select().from(provisions).where(eq(provisions.id, provisionId)).for("update");
  return row;
}

/**
 * When the actor's own provision was frozen (null: not frozen or not found), for the signed-in layout: from the
 * row read ahead when there is one (without using it up), else one prepared read.
 */
export async function ownFrozenAt(db: Db, actor: ProvisionActor, provisionId: string): Promise<Date | null> {
  const ahead = readAheadRow(actor, provisionId.toLowerCase(), false);
  if (ahead !== undefined) return ahead?.frozenAt ?? null;
  const [row] = await prepared(db, "provision_frozen_at", frozenAtQuery).execute({ id: provisionId });
  return row?.frozenAt ?? null;
}

const frozenAtQuery = (db: Db) =>
  db
    .select({ frozenAt: provisions.frozenAt })
    .from(provisions)
    .where(eq(provisions.id, sql.placeholder("id")))
    .prepare("provision_frozen_at");

/**
 * Changes the acting provision in one transaction: locks the row, checks access and `expectedVersion`, runs
 * `change` (which may also write child rows through `tx`, e.g. letters of `provision.id`), applies the patch it
 * returns, increments the version and audits staff. Returns the provision as stored afterwards. Any error
 * thrown inside rolls the whole change back.
 */
export async function changeProvision(
  db: Db,
  actor: ProvisionActor | null,
  options: ChangeOptions,
  change: (tx: Tx, provision: Provision) => Promise<ProvisionPatch | void> | ProvisionPatch | void,
): Promise<Provision> {
  const id = targetId(actor);
  if (!id || !actor) throw new ServiceError("notFound");
  // A read after this change must see it, not a row read ahead before it.
  noteChange(id);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(provisions).where(eq(provisions.id, id)).for("update");
    if (!current) throw new ServiceError("notFound");
    if (!mayActOn(actor, current)) refuse(actor, current.id);
    refuseFrozen(current);
    if (options.expectedVersion != null && options.expectedVersion !== current.version) {
      throw new ServiceError("staleVersion", {
        detail: `provision ${current.id} is at version ${current.version}, form had ${options.expectedVersion}`,
      });
    }
    const patch = (await change(tx, current)) ?? {};
    const changed = changedKeys<Record<string, unknown>>(current, patch);
    if (options.refuseUnchanged && changed.length === 0) {
      throw new ServiceError("unchanged", { detail: `provision ${current.id}: ${options.action}` });
    }
    const [written] = await tx
      .update(provisions)
      .set({ ...patch, version: sql`${provisions.version} + 1` })
      .where(eq(provisions.id, current.id))
      .returning();
    const updated = await keepNextDebit(tx, current, written!, options.now);
    if (actsForCustomer(actor, current)) {
      await recordAudit(tx, {
        actorUserId: actor.userId,
        provisionId: current.id,
        action: options.action,
        // The names of the changed fields (never their values) for the customer's care log (decision 0040).
        detail: {
          ...options.detail,
          version: updated.version,
          fields: changedFields(current, patch, changed),
        },
        ip: options.ip,
      });
    }
    return updated;
  });
}

/**
 * The `version` hidden field of a form (rendered from `provision.version`); undefined when missing, so that a
 * malformed value cannot skip the check, it becomes a version no row has (→ 409).
 */
export function readVersion(form: FormData): number | undefined {
  const raw = form.get("version");
  if (raw === null) return undefined;
  const version = typeof raw === "string" && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return version;
}

// --- Wishes area (decision 0017): read-access links -------------------------------------------------

/**
 * The provision a read-access link was granted for, read-only, for the link's holder (the trusted person, who
 * has no account). The caller (services/trusted-person/index.ts `openReadAccess`) has checked the link: hash found,
 * not expired, not revoked; and it writes the audit entry "readAccess.used" for the customer's care log.
 */
export async function readProvisionGrantedByLink(
  db: Db,
  link: { provisionId: string; revokedAt: Date | null; expiresAt: Date },
  now: Date,
): Promise<Provision | null> {
  if (link.revokedAt !== null || link.expiresAt.getTime() <= now.getTime()) return null;
  const [provision] = await db.select().from(provisions).where(eq(provisions.id, link.provisionId));
  return provision ?? null;
}
