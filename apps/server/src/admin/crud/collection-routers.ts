import { COLLECTIONS, type DeclaredCollection } from "@corp/domain/collections/registry";
import type { CollectionHooks } from "./collection-hooks.ts";
import { collectionRouter } from "./collection-router.ts";

type InDirectory<D extends string> = Extract<DeclaredCollection, { node: `${D}/${string}` }>;
type ControllerOf<C extends DeclaredCollection> = C["node"] extends `${string}/${infer N}` ? N : never;
type RouterOf<C extends DeclaredCollection> = ReturnType<typeof collectionRouter<C>>;

/** The routers of the collections declared under a menu directory, by controller name. */
export function collectionRouters<D extends string>(
  directory: D,
  hooks: { readonly [C in InDirectory<D> as ControllerOf<C>]?: CollectionHooks } = {},
): { [C in InDirectory<D> as ControllerOf<C>]: RouterOf<C> } {
  const hooksOf = hooks as Readonly<Record<string, CollectionHooks>>;
  return Object.fromEntries(
    COLLECTIONS.filter((c) => c.node.startsWith(`${directory}/`)).map((c) => {
      const controller = c.node.slice(directory.length + 1);
      return [controller, collectionRouter(c, hooksOf[controller])];
    }),
  ) as unknown as { [C in InDirectory<D> as ControllerOf<C>]: RouterOf<C> };
}
