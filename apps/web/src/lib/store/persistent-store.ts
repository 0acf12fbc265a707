import { useSyncExternalStore } from "react";

export interface Store<T> {
  get(): T;
  set(value: T): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A value kept in localStorage under `key`. What is read back is checked by `parse` (stored data
 * may come from an older version or another tab), and a change made in another tab reaches this one.
 */
export function createPersistentStore<T>(
  key: string,
  parse: (raw: unknown) => T,
  storage: Storage | undefined = globalThis.localStorage,
): Store<T> {
  const listeners = new Set<() => void>();
  const read = (): T => {
    const text = storage?.getItem(key) ?? null;
    if (text === null) return parse(undefined);
    try {
      return parse(JSON.parse(text));
    } catch {
      return parse(undefined);
    }
  };
  let value = read();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  globalThis.addEventListener?.("storage", (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    value = read();
    emit();
  });

  return {
    get: () => value,
    set(next: T) {
      value = next;
      if (next === null || next === undefined) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(next));
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
