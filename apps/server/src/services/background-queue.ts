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

  /** Resolves once nothing waits or runs. */
  idle(): Promise<void> {
    if (this.running === 0 && this.waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.drained.add(resolve));
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
          if (this.running === 0 && this.waiting.length === 0) {
            for (const resolve of this.drained) resolve();
            this.drained.clear();
          }
        });
    }
  }
}
