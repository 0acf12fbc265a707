/** How an import fetches the old site's files: a few at once, each within a time, all within a budget. */
export type FetchLimits = { concurrency: number; timeoutMs: number; budgetMs: number };

/** The files' fetches a run makes at most at once. */
export const FETCH_CONCURRENCY = 4;

/**
 * Fetches files a few at a time ahead of the one asked for, in the order they will be asked for (the
 * plan's): asking for one starts it and the next `concurrency - 1`, so a slow file costs its time once
 * for the run, not once per file, and no more than `concurrency` files wait in memory. Each fetch gets the
 * per-file time or what is left of the budget, whichever is less; once the budget is spent, a file not
 * yet started is not fetched (`spent` answers for it): a host that accepts and never answers costs the
 * budget at most, not its time per file.
 */
export class FetchAhead<F, R> {
  private readonly order: { key: string; file: F }[] = [];
  private readonly position = new Map<string, number>();
  private readonly started = new Map<string, Promise<R>>();
  /** Keys asked for already: never fetched ahead again. */
  private readonly asked = new Set<string>();
  private deadline: number | undefined;

  constructor(
    private readonly fetchOne: (file: F, timeoutMs: number) => Promise<R>,
    private readonly spent: () => R,
    private readonly limits: FetchLimits,
  ) {}

  /** The files that will be asked for, in order; the budget's clock starts. */
  expect(files: readonly { key: string; file: F }[]): void {
    this.deadline ??= Date.now() + this.limits.budgetMs;
    for (const entry of files) {
      if (this.position.has(entry.key)) continue;
      this.position.set(entry.key, this.order.length);
      this.order.push(entry);
    }
  }

  /** The file's answer: fetched ahead, or now (one not expected). */
  get(key: string, file: F): Promise<R> {
    this.deadline ??= Date.now() + this.limits.budgetMs;
    const at = this.position.get(key);
    if (at !== undefined)
      for (const next of this.order.slice(at, at + this.limits.concurrency))
        if (!this.started.has(next.key) && !this.asked.has(next.key))
          this.started.set(next.key, this.start(next.file));
    const answer = this.started.get(key) ?? this.start(file);
    // Asked for once: a second ask of the same key fetches again rather than the bytes being held.
    this.started.delete(key);
    this.asked.add(key);
    return answer;
  }

  private start(file: F): Promise<R> {
    const left = (this.deadline ?? 0) - Date.now();
    if (left <= 0) return Promise.resolve(this.spent());
    return this.fetchOne(file, Math.min(this.limits.timeoutMs, left));
  }
}
