/**
 * The time the server's rules read ("now"): the runtime provides it, services take the instant from it
 * instead of calling `new Date()` themselves, so that a test can set the time a rule sees. Production runs
 * on the system clock; only the e2e fixtures (app/.server/testing/e2e-fixtures.ts) install one a test can move.
 */
export interface Clock {
  now(): Date;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };
