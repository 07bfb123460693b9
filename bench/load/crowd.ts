/**
 * A crowd of simulated people that grows step by step and runs until it is stopped. Each person arrives at an
 * even random moment within the step's ramp (people do not all come in the same second), walks sessions one after
 * another with a pause between them (one leaves, the next comes), and reads every page for a think time drawn
 * from the crowd's range. A session that finds something unexpected is counted and the person goes on.
 */
import { JourneyError } from "./client.ts";
import { think, type ThinkTime } from "./sign-in.ts";

/** One session of a person: `pause` is a think time, `stopped` says the crowd is being stopped. */
export type Session = (pause: () => Promise<void>, stopped: () => boolean) => Promise<void>;

export class Crowd {
  private readonly controller = new AbortController();
  private readonly walkers: Promise<void>[] = [];
  readonly errors: string[] = [];

  private readonly time: ThinkTime;

  constructor(time: ThinkTime) {
    this.time = time;
  }

  private readonly pause = () => think(this.time, this.controller.signal);
  private readonly stopped = () => this.controller.signal.aborted;

  /** Adds people whose first session starts at an even random moment within `rampMs`; resolves after the ramp. */
  async grow(sessions: Session[], rampMs: number): Promise<void> {
    for (const session of sessions) this.walkers.push(this.walk(session, Math.random() * rampMs));
    await think({ min: rampMs, max: rampMs }, this.controller.signal);
  }

  private async walk(session: Session, delayMs: number) {
    await think({ min: delayMs, max: delayMs }, this.controller.signal);
    while (!this.stopped()) {
      try {
        await session(this.pause, this.stopped);
      } catch (error) {
        this.errors.push(error instanceof JourneyError ? error.message : String(error));
      }
      await this.pause();
    }
  }

  /** Stops every person (their pauses end at once) and waits for the requests under way. */
  async stop(): Promise<void> {
    this.controller.abort();
    await Promise.all(this.walkers);
  }
}
