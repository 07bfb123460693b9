/** Texts of the finance area (spec 001 §2 finance routes and wizards). */
export const finance = {} as const;
