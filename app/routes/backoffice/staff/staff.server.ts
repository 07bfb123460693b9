/** Formatting and refusal answers shared by the staff section's routes (server only). */
import { data } from "react-router";
import { TIME_ZONE } from "~/domain/constants";
import { t } from "~/i18n";
import { StaffRefusal } from "~/.server/services/backoffice/staff";

const dateTime = new Intl.DateTimeFormat("de-DE", {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "26.11.2026, 06:45" in German time. */
export function formatDateTime(instant: Date): string {
  return dateTime.format(instant);
}

/** The German message of a refused staff change. */
export function refusalMessage(refusal: StaffRefusal): string {
  return t(`backoffice.staff.refused.${refusal.reason}`);
}

/** Runs a change; a StaffRefusal becomes `{ refused: message }` with its 4xx status, anything else is thrown. */
export async function orRefusal<T>(run: () => Promise<T>) {
  try {
    return { ok: true as const, value: await run() };
  } catch (error) {
    if (!(error instanceof StaffRefusal)) throw error;
    return {
      ok: false as const,
      refusal: error,
      answer: data({ refused: refusalMessage(error) }, { status: error.status }),
    };
  }
}
