/**
 * Figures of the wishes area (wishes, guests, trusted person).
 */

export const TRUSTED_PERSON_POSTAL_CODE_MAX_LENGTH = 20;
export const WISH_TEXT_MAX_LENGTH = 500;
export const WISH_TEXTAREA = { cols: 60, rows: 8 } as const;

/**
 * The wishes funnel's first page, free of imports; app/domain/wishes/funnel.ts (with the answers' zod schemas)
 * re-exports it.
 */
export const WISHES_CREATE_PATH = "/overview/wishes/create";
