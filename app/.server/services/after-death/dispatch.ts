/**
 * Letters on their dates (decisions 0060 and 0064): the dispatch rows of a provision's farewell
 * letters, computed from the funeral date with the pure rules of ~/domain/letters/dispatch.
 *
 * Called by the death-report workflow inside the transaction that records (or changes) the funeral date of a
 * confirmed death. Only completed letters count (content, recipient and shipping choice set, seed 000 §4) and
 * only those whose shipping choice gives a date; a letter already sent keeps its row untouched.
 */
import { and, eq, ne, notInArray, sql } from "drizzle-orm";
import { calendarDateInGermany, type IsoDate } from "~/domain/dates";
import { letterStatus } from "~/domain/letters";
import { dispatchDate } from "~/domain/letters/dispatch";
import { letterDispatches, letters } from "../../db/schema";
import type { Tx } from "../provisions";

/**
 * Creates or moves the dispatch of every completed letter of the provision for a funeral on `funeralDate`:
 * - a new row is `scheduled`, or `due` at once when its date is today or already past (German calendar
 *   day of `now`);
 * - a changed funeral date moves every row not yet sent (date, rule and status again; `version` + 1);
 * - a row not yet sent whose letter no longer gives a date is removed, so the list never shows a stale date.
 * Returns how many letters are scheduled (created or moved); sent letters are not counted.
 */
export async function scheduleLetterDispatches(
  tx: Tx,
  provisionId: string,
  funeralDate: IsoDate,
  { now }: { now: Date },
): Promise<number> {
  const today = calendarDateInGermany(now);
  const rows = await tx
    .select({
      id: letters.id,
      content: letters.content,
      recipient: letters.recipient,
      shippingDate: letters.shippingDate,
    })
    .from(letters)
    .where(eq(letters.provisionId, provisionId));
  const values = rows.flatMap((letter) => {
    if (letterStatus(letter) !== "completed") return [];
    const dispatch = dispatchDate(funeralDate, letter.shippingDate);
    if (!dispatch) return [];
    return [
      {
        letterId: letter.id,
        provisionId,
        dueOn: dispatch.date,
        rule: dispatch.rule,
        status: dispatch.date <= today ? ("due" as const) : ("scheduled" as const),
      },
    ];
  });
  const ids = values.map((value) => value.letterId);
  await tx
    .delete(letterDispatches)
    .where(
      and(
        eq(letterDispatches.provisionId, provisionId),
        ne(letterDispatches.status, "sent"),
        ...(ids.length > 0 ? [notInArray(letterDispatches.letterId, ids)] : []),
      ),
    );
  if (values.length === 0) return 0;
  const scheduled = await tx
    .insert(letterDispatches)
    .values(values)
    .onConflictDoUpdate({
      target: letterDispatches.letterId,
      set: {
        dueOn: sql`excluded.due_on`,
        rule: sql`excluded.rule`,
        status: sql`excluded.status`,
        version: sql`${letterDispatches.version} + 1`,
      },
      setWhere: ne(letterDispatches.status, "sent"),
    })
    .returning({ letterId: letterDispatches.letterId });
  return scheduled.length;
}
