/** The reason an older request is aborted when an identical one starts. */
export class SupersededError extends Error {
  override readonly name = "SupersededError";
}

type Entry<T> = { controller: AbortController; successor?: Entry<T>; result?: Promise<T> };

/**
 * Identical requests (same key) in flight at once: the EARLIER one is aborted and its caller receives
 * what the newer one receives, so a double click never shows two results or two error toasts.
 */
export function createInFlight<T>(log: (message: string) => void) {
  const entries = new Map<string, Entry<T>>();

  const follow = (entry: Entry<T>): Promise<T> => {
    const next = entry.successor;
    if (!next?.result) throw new Error("a superseded request has no successor");
    return next.result;
  };

  return {
    run(key: string, send: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const entry: Entry<T> = { controller: new AbortController() };
      const previous = entries.get(key);
      entries.set(key, entry);
      const superseded = () => entry.controller.signal.reason instanceof SupersededError;
      entry.result = send(entry.controller.signal)
        .then(
          (value) => (superseded() ? follow(entry) : value),
          (error: unknown) => {
            if (!superseded()) throw error;
            log(`Duplicate request cancelled: ${key}`);
            return follow(entry);
          },
        )
        .finally(() => {
          if (entries.get(key) === entry) entries.delete(key);
        });
      if (previous) {
        previous.successor = entry;
        previous.controller.abort(new SupersededError(key));
      }
      return entry.result;
    },
    get size(): number {
      return entries.size;
    },
  };
}
