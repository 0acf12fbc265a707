import { AppError } from "../errors.ts";

/**
 * At most `running` page renders under way and `waiting` more in line; a page asked for beyond that is
 * answered 503 at once (with Retry-After) instead of queueing without end. Rendering a page costs its
 * data, a worker's time and the main thread's copying; bounded, it leaves the event loop free, so stored
 * answers and API calls stay fast while a flood of uncached addresses is being rendered.
 */
export class RenderLimit {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    readonly running: number,
    readonly waiting: number,
    /** Told of each page refused for a full line (the server's metrics count them). */
    private readonly onRefuse: () => void = () => {},
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting) {
        this.onRefuse();
        throw new AppError({ key: "serviceUnavailable", status: 503 });
      }
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await work();
    } finally {
      const next = this.queue.shift();
      // The finished render's place goes to the next in line; with nobody waiting it is freed.
      if (next) next();
      else this.active--;
    }
  }

  /** Renders under way and in line, for tests and diagnostics. */
  get load(): { active: number; queued: number } {
    return { active: this.active, queued: this.queue.length };
  }
}
