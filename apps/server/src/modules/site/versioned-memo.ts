type Entry<T> = { version: string; value: Promise<T>; readAt: number };

/**
 * Values read from the database, each kept with the content version it was read at and read again when
 * the version moves or, where `maxAgeMs` is given, once older than that; the least recently used go
 * first beyond `maxEntries`. A failed read is not kept.
 */
export class VersionedMemo<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, version: string, read: () => Promise<T>, maxAgeMs = Number.POSITIVE_INFINITY): Promise<T> {
    const held = this.entries.get(key);
    this.entries.delete(key);
    const now = this.now();
    if (held?.version === version && now - held.readAt <= maxAgeMs) {
      this.entries.set(key, held);
      return held.value;
    }
    const value = read();
    const entry = { version, value, readAt: now };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
