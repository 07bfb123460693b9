/** Texts of the offer area (spec 001 §2 offer routes, offer summary; 000 §2 offer-refresh modal). */
export const offer = {} as const;
