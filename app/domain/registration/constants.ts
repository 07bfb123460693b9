/**
 * Figures of the sign-up wizard.
 */

export const AFFILIATE_SOURCE_MAX_LENGTH = 255;

export const REGISTRATION_ANIMATION = { durationMs: 1500, delayMs: 700 } as const;
