/**
 * Figures of the wishes area (wishes, guests, trusted person).
 */

export const TRUSTED_PERSON_POSTAL_CODE_MAX_LENGTH = 20;
export const WISH_TEXT_MAX_LENGTH = 500;
export const WISH_TEXTAREA = { cols: 60, rows: 8 } as const;
