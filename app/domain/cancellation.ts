/**
 * The § 312k BGB cancellation as a two-step flow on the wizard step machine (decision 0022): the details,
 * then the confirmation with the button "jetzt kündigen". The draft also keeps the receipt of the
 * cancellation just submitted (key `receipt`), for the page after the redirect.
 */
import { defineWizard } from "./wizard";
import { cancellationSchema } from "./validation/billing";

export const CANCEL_PATH = "/kuendigen";
export const CANCEL_DONE_PATH = "/kuendigen/eingegangen";

export const cancellationWizard = defineWizard({
  name: "cancellation",
  steps: [
    { id: "details", path: CANCEL_PATH, schema: cancellationSchema },
    { id: "confirm", path: "/kuendigen/bestaetigen" },
  ],
  // A stranger's draft need not outlive the visit.
  ttlMs: 2 * 60 * 60 * 1000,
  missingStepRedirect: "start",
});

export interface CancellationReceiptView {
  receivedAt: string;
  email: string;
}

export function isReceipt(value: unknown): value is CancellationReceiptView {
  if (!value || typeof value !== "object") return false;
  const { receivedAt, email } = value as Record<string, unknown>;
  return typeof receivedAt === "string" && typeof email === "string";
}
