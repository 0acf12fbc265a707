import type { Collection } from "@corp/domain/collections/collection";
import { COLLECTIONS } from "@corp/domain/collections/registry";

/**
 * Seeded entries of a menu directory in menu order: the declared collections' (placed by their
 * `menuOrder`, `of` making each one's entry, none when it answers undefined) and the entries written out
 * by hand, keyed by their place.
 */
export function inMenuOrder<T>(
  directory: string,
  written: Readonly<Record<number, T>>,
  of: (collection: Collection) => T | undefined,
): T[] {
  const declared = COLLECTIONS.filter((c) => c.node.startsWith(`${directory}/`)).flatMap((c) => {
    const entry = of(c);
    return entry === undefined ? [] : [[c.menuOrder, entry] as const];
  });
  const all = [
    ...Object.entries(written).map(([order, entry]) => [Number(order), entry] as const),
    ...declared,
  ];
  return all.sort(([a], [b]) => a - b).map(([, entry]) => entry);
}
