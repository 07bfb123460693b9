/** Formatting and refusal answers shared by the staff section's routes (server only). */
import { data } from "react-router";
import { t } from "~/i18n";
import { StaffRefusal } from "~/.server/services/backoffice/staff";

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
