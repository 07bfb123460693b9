/** Texts of wishes, guest list and trusted person (spec 001 §2 wishes, trusted person). */
export const wishes = {} as const;
