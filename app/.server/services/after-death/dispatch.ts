/**
 * Letters on their dates (issue 24 item 4): the dispatch rows of a provision's farewell letters, computed from
 * the funeral date with the pure rules of ~/domain/letters/dispatch (decision 0060).
 */
import { and, eq, ne } from "drizzle-orm";
import type { IsoDate } from "~/domain/dates";
import { dispatchDate } from "~/domain/letters/dispatch";
import { letterDispatches, letters } from "../../db/schema";
import type { Tx } from "../provisions";

/**
 * Creates or moves the dispatch of every letter of the provision that has a readable shipping choice, for a
 * funeral on `funeralDate`; a letter already sent keeps its row. Returns how many letters are scheduled.
 */
export async function scheduleLetterDispatches(
  tx: Tx,
  provisionId: string,
  funeralDate: IsoDate,
  _options: { now: Date },
): Promise<number> {
  const rows = await tx
    .select({ id: letters.id, shippingDate: letters.shippingDate })
    .from(letters)
    .where(eq(letters.provisionId, provisionId));
  let scheduled = 0;
  for (const letter of rows) {
    const dispatch = dispatchDate(funeralDate, letter.shippingDate);
    if (!dispatch) continue;
    await tx
      .insert(letterDispatches)
      .values({ letterId: letter.id, provisionId, dueOn: dispatch.date, rule: dispatch.rule })
      .onConflictDoUpdate({
        target: letterDispatches.letterId,
        set: { dueOn: dispatch.date, rule: dispatch.rule, status: "scheduled" },
        setWhere: and(ne(letterDispatches.status, "sent")),
      });
    scheduled += 1;
  }
  return scheduled;
}
