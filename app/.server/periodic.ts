/**
 * A background job that runs again and again on a timer (the mail outbox's poll, the billing job): one run at a
 * time from the timer, `runOnce` for a run now, and `stop` that ends the timer and waits for the runs under way.
 * The timer never keeps the process alive. Every run is counted in the metrics under the job's name.
 */
import { measuredRun } from "./metrics";

export interface Periodic<T> {
  runOnce(): Promise<T>;
  stop(): Promise<void>;
}

export interface PeriodicOptions<T> {
  /** The job's name in the metrics (decision 0097): runs, outcomes and durations are counted under it. */
  name: string;
  /** The wait before the first run. */
  firstDelayMs: number;
  /** The wait after a run: from its result, or after a failed run (`undefined`). */
  nextDelayMs: (result: T | undefined) => number;
  /** A run from the timer that failed (the next one is scheduled all the same). */
  onError: (error: unknown) => void;
  /** False: no timer at all, only `runOnce`. */
  enabled?: boolean;
}

export function periodic<T>(work: () => Promise<T>, options: PeriodicOptions<T>): Periodic<T> {
  const { name, firstDelayMs, nextDelayMs, onError, enabled = true } = options;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const running = new Set<Promise<T>>();

  function runOnce(): Promise<T> {
    const run = measuredRun(name, work);
    running.add(run);
    const done = () => running.delete(run);
    run.then(done, done);
    return run;
  }

  async function tick() {
    timer = undefined;
    let result: T | undefined;
    try {
      result = await runOnce();
    } catch (error) {
      onError(error);
    }
    schedule(nextDelayMs(result));
  }

  function schedule(delay: number) {
    if (stopped || !enabled) return;
    timer = setTimeout(() => void tick(), delay);
    timer.unref();
  }

  schedule(firstDelayMs);
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await Promise.allSettled([...running]);
    },
  };
}
