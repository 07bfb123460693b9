/** Texts of the trial, recurring mails and the cancellation page (spec 001 §4, § 312k BGB). */
export const billing = {} as const;
