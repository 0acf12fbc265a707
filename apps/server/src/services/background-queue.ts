/**
 * Work done after the answer has gone (issue 24, N5): a code's mail is sent from here, so an answer
 * takes the same time whether a mail goes out or not. Tasks run in order, a few at a time; a failure is
 * reported to `onError` and ends nothing else. The server waits for the queue before it closes.
 */
export class BackgroundQueue {
  /** Where a failed task is reported (the server's log, once the app is built). */
  onError: (error: unknown, what: string) => void = () => undefined;
  private readonly waiting: { what: string; task: () => Promise<void> }[] = [];
  private running = 0;
  private readonly drained = new Set<() => void>();
  /** Tasks pushed with a delay, not yet due: `idle` waits for them too. */
  private readonly later = new Map<NodeJS.Timeout, { what: string; task: () => Promise<void> }>();

  constructor(
    private readonly concurrency = 2,
    /** Tasks beyond this many waiting are dropped and reported: a flood cannot grow memory. */
    private readonly maxWaiting = 1000,
  ) {}

  push(what: string, task: () => Promise<void>): void {
    if (this.waiting.length >= this.maxWaiting) {
      this.onError(new Error("background queue full"), what);
      return;
    }
    this.waiting.push({ what, task });
    this.next();
  }

  /** Pushes `task` once `delayMs` have passed (a send that should follow a commit, not race it). */
  pushAfter(what: string, delayMs: number, task: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.later.delete(timer);
      this.push(what, task);
      this.settle();
    }, delayMs);
    timer.unref();
    this.later.set(timer, { what, task });
  }

  /** Pushes every delayed task now (the server is closing: nothing is left behind, nobody waits). */
  pushDelayedNow(): void {
    for (const [timer, job] of this.later) {
      clearTimeout(timer);
      this.push(job.what, job.task);
    }
    this.later.clear();
    this.settle();
  }

  /** Resolves once nothing waits, runs or is due later. */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.drained.add(resolve));
  }

  private isIdle(): boolean {
    return this.running === 0 && this.waiting.length === 0 && this.later.size === 0;
  }

  private settle(): void {
    if (!this.isIdle()) return;
    for (const resolve of this.drained) resolve();
    this.drained.clear();
  }

  private next(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift();
      if (!job) return;
      this.running++;
      job
        .task()
        .catch((error: unknown) => this.onError(error, job.what))
        .finally(() => {
          this.running--;
          this.next();
          this.settle();
        });
    }
  }
}
