/**
 * The identity module's clock. Every expiry, rate-limit window and JWT time claim is taken from
 * `clock.now()`, so tests can move time (`vi.spyOn(clock, "now")`) without fake timers.
 */
export const clock = {
  now: (): Date => new Date(),
};

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** `clock.now()` moved by `ms` milliseconds. */
export function fromNow(ms: number): Date {
  return new Date(clock.now().getTime() + ms);
}
