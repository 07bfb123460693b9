/** Texts of the funeral-site search and map (spec 001 §2 /overview/offer/funeral-site). */
export const sites = {} as const;
