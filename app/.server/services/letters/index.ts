/**
 * Farewell letters (GET/POST /letters, POST /letters/{id}). Letters hang off a provision: they are
 * read through `readProvision` and filtered by its id, and changed inside `changeProvision`'s transaction, so
 * only the owner (or staff holding the provision, audited) reaches them. A letter id of another provision is
 * "not found" (404), never "forbidden": its existence is not revealed. See docs/decisions/0023-letters.md.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { ServiceError } from "~/domain/errors";
import { letterPageOf, letterPageSlice } from "~/domain/letters";
import type { LetterContent as LetterContentInput, LetterRecipientInput } from "~/domain/validation/letter";
import type { LetterShippingDate as LetterShippingDateInput } from "~/domain/validation/letter";
import type { Db } from "../../db/client";
import { prepared } from "../../db/prepared";
import { letters, type LetterShippingDate, type Provision } from "../../db/schema";
import { changeProvision, readProvision, type ProvisionActor, type ReadOptions } from "../provisions";
import { isUuid } from "~/domain/validation/uuid";

export type Letter = typeof letters.$inferSelect;

/**
 * A letter that holds nothing yet (no text, no recipient, no shipping date): what "Neuen Brief schreiben" makes
 * before the first step is saved. It is not a letter to the customer (decision 0105): the list and the counts
 * leave it out, the next "Neuen Brief schreiben" takes it up again instead of adding another, and the retention
 * job deletes it after a day (`emptyLetters`).
 */
export const emptyLetter = sql`(${letters.content} is null and ${letters.recipient} is null and ${letters.shippingDate} is null)`;

/** What one save may change (POST /letters/{id}: content or null, recipient, shipping date; the stepper step). */
export interface LetterChange {
  content?: LetterContentInput | null;
  recipient?: LetterRecipientInput;
  shippingDate?: LetterShippingDateInput;
  createStep?: number;
}

export interface LetterWriteOptions {
  /** The provision version the form was rendered with (`readVersion`); stale → 409, nothing written. */
  expectedVersion?: number | null;
  ip?: string | null;
}

/**
 * What a tile of the list shows: the recipient's name and which parts are set. Never the text, the
 * address or the shipping date themselves: the list reads only these columns.
 */
export interface LetterTile {
  id: string;
  salutation: string | null;
  firstname: string | null;
  lastname: string | null;
  /** Whether each part is set (`letterProgress`/`letterStatus` take these flags). */
  content: boolean;
  recipient: boolean;
  shippingDate: boolean;
}

/** The list's one read, prepared once per database handle (db/prepared.ts, decision 0026). */
const letterPageQuery = (db: Db) =>
  db
    .select({
      id: letters.id,
      salutation: sql<string | null>`${letters.recipient}->>'salutation'`,
      firstname: sql<string | null>`${letters.recipient}->>'firstname'`,
      lastname: sql<string | null>`${letters.recipient}->>'lastname'`,
      content: sql<boolean>`${letters.content} is not null`,
      recipient: sql<boolean>`${letters.recipient} is not null`,
      shippingDate: sql<boolean>`${letters.shippingDate} is not null`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(letters)
    .where(and(eq(letters.provisionId, sql.placeholder("provisionId")), sql`not ${emptyLetter}`))
    .orderBy(asc(letters.createdAt), asc(letters.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("letter_page");

/**
 * One page of the provision's letters as tiles, oldest first (GET /letters?provisionId, paged by
 * `letterPageSlice`), in one query that also counts all letters. `total` is null when the page is empty
 * (no row carried the count: no letters at all on page 1, a page past the last otherwise).
 */
export async function listLetterPage(
  db: Db,
  actor: ProvisionActor | null,
  page: number,
  options: ReadOptions = {},
): Promise<{ provision: Provision; tiles: LetterTile[]; total: number | null }> {
  const provision = await readProvision(db, actor, options);
  const { offset, limit } = letterPageSlice(page);
  const rows = await prepared(db, "letter_page", letterPageQuery).execute({
    provisionId: provision.id,
    limit,
    offset,
  });
  return {
    provision,
    tiles: rows.map(({ total: _total, ...tile }) => tile),
    total: rows[0]?.total ?? null,
  };
}

/**
 * The list page that shows `letter` (a letter `findLetter` or `readLetter` gave the actor, so access is
 * checked): counts the provision's letters before it in the list's order.
 */
export async function letterListPage(db: Db, letter: Pick<Letter, "id" | "provisionId">): Promise<number> {
  const [row] = await db
    .select({ before: sql<number>`count(*)`.mapWith(Number) })
    .from(letters)
    .where(
      and(
        eq(letters.provisionId, letter.provisionId),
        sql`not ${emptyLetter}`,
        sql`(${letters.createdAt}, ${letters.id}) < (select l.created_at, l.id from letters l where l.id = ${letter.id})`,
      ),
    );
  return letterPageOf(row?.before ?? 0);
}

/**
 * How many of a provision's letters are ready to be posted (text, recipient and shipping date) and how many are
 * begun but not ready; a letter with nothing in it counts as neither (`emptyLetter`).
 */
export async function letterCounts(db: Db, provisionId: string): Promise<{ ready: number; drafts: number }> {
  const [row] = await db
    .select({
      ready:
        sql<number>`count(*) filter (where ${letters.content} is not null and ${letters.recipient} is not null and ${letters.shippingDate} is not null)`.mapWith(
          Number,
        ),
      begun: sql<number>`count(*) filter (where not ${emptyLetter})`.mapWith(Number),
    })
    .from(letters)
    .where(eq(letters.provisionId, provisionId));
  const ready = row?.ready ?? 0;
  return { ready, drafts: (row?.begun ?? 0) - ready };
}

/** One letter of the acting provision, or null (unknown id, malformed id, or another provision's letter). */
export async function findLetter(
  db: Db,
  actor: ProvisionActor | null,
  letterId: string | null | undefined,
  options: ReadOptions = {},
) {
  const provision = await readProvision(db, actor, options);
  if (!letterId || !isUuid(letterId)) return { provision, letter: null };
  const [letter] = await db
    .select()
    .from(letters)
    .where(and(eq(letters.id, letterId.toLowerCase()), eq(letters.provisionId, provision.id)));
  return { provision, letter: letter ?? null };
}

/** Like `findLetter`, but a missing letter is ServiceError "notFound" (404). */
export async function readLetter(
  db: Db,
  actor: ProvisionActor | null,
  letterId: string | null | undefined,
  options: ReadOptions = {},
) {
  const found = await findLetter(db, actor, letterId, options);
  if (!found.letter) throw new ServiceError("notFound", { detail: `letter ${String(letterId)}` });
  return { provision: found.provision, letter: found.letter };
}

/**
 * Starts a letter on the acting provision (POST /letters); returns its id. An empty letter left by an earlier
 * start is taken up again, back at the first step, so leaving the stepper never piles up empty letters.
 */
export async function createLetter(
  db: Db,
  actor: ProvisionActor | null,
  options: LetterWriteOptions = {},
): Promise<string> {
  let id = "";
  await changeProvision(
    db,
    actor,
    { action: "letter.create", expectedVersion: options.expectedVersion, ip: options.ip },
    async (tx, provision) => {
      const [left] = await tx
        .select({ id: letters.id })
        .from(letters)
        .where(and(eq(letters.provisionId, provision.id), emptyLetter))
        .orderBy(asc(letters.createdAt))
        .limit(1);
      if (left) await tx.update(letters).set({ createStep: 1 }).where(eq(letters.id, left.id));
      const [row] = left
        ? [left]
        : await tx.insert(letters).values({ provisionId: provision.id }).returning({ id: letters.id });
      id = row!.id;
    },
  );
  return id;
}

/** The stored form of a shipping date (jsonb; the exact year as text, as the letters API has it). */
function storedShippingDate(value: LetterShippingDateInput): LetterShippingDate {
  if (value.generic !== "EXACT_DATE") return { generic: value.generic, exact: null };
  const { day, year, exactYear } = value.exact;
  return {
    generic: value.generic,
    exact: { day, year, exactYear: exactYear === null ? null : String(exactYear) },
  };
}

/**
 * Changes one letter of the acting provision (POST /letters/{id}). Throws "notFound" for a letter of
 * another provision or an unknown id (nothing written: the transaction rolls back).
 */
export async function updateLetter(
  db: Db,
  actor: ProvisionActor | null,
  { letterId, change }: { letterId: string; change: LetterChange },
  options: LetterWriteOptions = {},
): Promise<Letter> {
  if (!isUuid(letterId)) throw new ServiceError("notFound", { detail: `letter ${letterId}` });
  let updated: Letter | undefined;
  const parts = Object.keys(change).filter((key) => change[key as keyof LetterChange] !== undefined);
  await changeProvision(
    db,
    actor,
    {
      action: "letter.update",
      expectedVersion: options.expectedVersion,
      detail: { letterId, parts },
      ip: options.ip,
    },
    async (tx, provision) => {
      const set: Partial<typeof letters.$inferInsert> = {};
      if (change.content !== undefined) set.content = change.content;
      if (change.recipient !== undefined)
        set.recipient = { ...change.recipient, email: change.recipient.email ?? null };
      if (change.shippingDate !== undefined) set.shippingDate = storedShippingDate(change.shippingDate);
      if (change.createStep !== undefined) set.createStep = change.createStep;
      const [row] = await tx
        .update(letters)
        .set({ ...set, version: sql`${letters.version} + 1` })
        .where(and(eq(letters.id, letterId.toLowerCase()), eq(letters.provisionId, provision.id)))
        .returning();
      if (!row) throw new ServiceError("notFound", { detail: `letter ${letterId}` });
      updated = row;
    },
  );
  return updated!;
}
