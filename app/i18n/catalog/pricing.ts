/** Texts of pricing and payment (spec 001 §2 pricing). */
export const pricing = {} as const;
