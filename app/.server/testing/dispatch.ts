/**
 * Test data for the letter dispatch (imported by *.db.test.ts only): a customer whose death is reported and
 * confirmed by two staff members (the death-report workflow's rows, written directly), letters, and the
 * scheduling call the workflow makes when the funeral date is recorded.
 */
import { eq } from "drizzle-orm";
import type { IsoDate } from "~/domain/dates";
import type { Db } from "../db/client";
import {
  deathReports,
  letterDispatches,
  letters,
  provisions,
  type DeathReportStatus,
  type LetterShippingDate,
} from "../db/schema";
import { createCustomer, createStaff } from "./crm";
import { scheduleLetterDispatches } from "../services/after-death/dispatch";

let counter = 0;

/** A customer (paid plan) and two staff members: one reports, the other confirms. */
export async function customerWithStaff(db: Db) {
  counter += 1;
  const made = await createCustomer(db, {
    email: `dispatch-${counter}@example.de`,
    confirmed: true,
    paid: true,
  });
  const reporter = await createStaff(db, `reporter-${counter}@vorsorgeportal.de`);
  const confirmer = await createStaff(db, `confirmer-${counter}@vorsorgeportal.de`);
  return { ...made, reporter, confirmer };
}

export interface DeathOptions {
  status?: DeathReportStatus;
  dateOfDeath?: IsoDate;
  funeralDate?: IsoDate | null;
  /** Sets provisions.frozen_at (what the confirmation does); default: when the report is confirmed. */
  frozen?: boolean;
}

/** The death report of a provision as the workflow leaves it (default: confirmed, frozen, funeral recorded). */
export async function reportDeath(
  db: Db,
  made: Awaited<ReturnType<typeof customerWithStaff>>,
  { status = "confirmed", dateOfDeath = "2027-03-01", funeralDate = "2027-03-10", frozen }: DeathOptions = {},
) {
  const confirmed = status === "confirmed";
  await db.insert(deathReports).values({
    provisionId: made.provision.id,
    status,
    reporterName: "Grete Muster",
    reporterRelation: "Tochter",
    reporterContact: "+491701234567",
    dateOfDeath,
    certificateReference: "S 123/2027",
    funeralDate,
    reportedBy: made.reporter.id,
    confirmedBy: confirmed ? made.confirmer.id : null,
    confirmedAt: confirmed ? new Date("2027-03-02T10:00:00Z") : null,
    ...(status === "withdrawn"
      ? { withdrawnBy: made.confirmer.id, withdrawnAt: new Date("2027-03-03T10:00:00Z") }
      : {}),
  });
  if (frozen ?? confirmed) {
    await db
      .update(provisions)
      .set({ frozenAt: new Date("2027-03-02T10:00:00Z") })
      .where(eq(provisions.id, made.provision.id));
  }
}

export interface LetterOptions {
  shipping?: LetterShippingDate | null;
  /** Leave out the recipient (an incomplete letter). */
  withoutRecipient?: boolean;
  email?: string | null;
  text?: string;
  lastname?: string;
}

/** A letter of the provision; complete (content, recipient, shipping choice) unless told otherwise. */
export async function addLetter(db: Db, provisionId: string, options: LetterOptions = {}) {
  const [letter] = await db
    .insert(letters)
    .values({
      provisionId,
      content: {
        text: options.text ?? "Liebe Grete,\n\ndanke für alles.\n\nDein Jürgen",
        styles: { color: "navy", fontSize: 24, fontFamily: "caveat" },
      },
      recipient: options.withoutRecipient
        ? null
        : {
            salutation: "madame",
            firstname: "Grete",
            lastname: options.lastname ?? "Größmann",
            street: "Lindenstraße 7",
            postalcode: "50667",
            city: "Köln",
            email: options.email ?? null,
          },
      shippingDate: options.shipping === undefined ? { generic: "AFTER_FUNERAL" } : options.shipping,
      createStep: 4,
    })
    .returning();
  return letter!;
}

/** What the workflow does when the funeral date is recorded: schedule in one transaction. */
export function schedule(db: Db, provisionId: string, funeralDate: IsoDate, now: Date) {
  return db.transaction((tx) => scheduleLetterDispatches(tx, provisionId, funeralDate, { now }));
}

/** The dispatch row of a letter, or undefined. */
export async function dispatchOf(db: Db, letterId: string) {
  const [row] = await db.select().from(letterDispatches).where(eq(letterDispatches.letterId, letterId));
  return row;
}
