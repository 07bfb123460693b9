/** Texts of profile, documents, data export, care log and partner pages (spec 000 §2). */
export const profile = {} as const;
