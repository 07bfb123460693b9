/** Texts of the farewell letters (spec 000 §2 letters). */
export const letters = {} as const;
