import type { Collection } from "@corp/domain/collections/collection";
import type { Field } from "@corp/domain/collections/fields";
import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { flattenTree, type TreeLike } from "../admin-crud/tree-rows.ts";
import { useTRPC } from "../admin-shell/trpc.ts";
import type { Choices } from "./collection-columns.tsx";
import { indexOf, procedureOf } from "./collection-procedures.ts";

type Row = { id: number } & Record<string, unknown>;

/**
 * Choices as the page's queries hold them (for the list and its filters), and a loader the form awaits
 * before it opens, which answers them from what it loaded: the queries' own answer may reach the page a
 * render later, and a new row's first choice must not depend on which comes first.
 */
type LoadedChoices = { choices: Choices; load: () => Promise<Choices> };

/** The fields for which `pick` gives something (their relation, what offers their values), by name. */
function fieldsWith<T>(collection: Collection, pick: (field: Field) => T | undefined): [string, T][] {
  return Object.entries(collection.fields).flatMap(([name, f]) => {
    const picked = pick(f);
    return picked === undefined ? [] : [[name, picked] as [string, T]];
  });
}

/**
 * The rows each relation field of the collection may point at, named by their label field (a tree's
 * rows indented by their depth, "none" first where the field may point at none); a new row takes the
 * first one.
 */
export function useRelationChoices(collection: Collection): LoadedChoices {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Only relations chosen among a page's rows; a row named by the server alone (who did it) is not.
  const relations = useMemo(
    () =>
      fieldsWith(collection, (f) =>
        f.relation?.node ? { ...f.relation, node: f.relation.node } : undefined,
      ),
    [collection],
  );
  const options = useMemo(
    () => relations.map(([, relation]) => indexOf(trpc, relation.node).queryOptions({ limit: 1000 })),
    [relations, trpc],
  );
  const combine = useCallback(
    (results: { data?: { list: TreeLike<Row>[] } | undefined }[]): Choices =>
      Object.fromEntries(
        relations.map(([name, relation], i) => [
          name,
          [
            ...(relation.none
              ? [{ value: "", label: t(`collections.${collection.node}.none.${name}`) }]
              : []),
            ...flattenTree(results[i]?.data?.list ?? []).map(({ row, depth }) => ({
              value: String(row.id),
              label: `${"— ".repeat(depth)}${String(row[relation.labelField] ?? "")}`,
            })),
          ],
        ]),
      ),
    [relations, t, collection.node],
  );
  const choices = useQueries({ queries: options, combine });
  return {
    choices,
    load: async () =>
      combine(await Promise.all(options.map(async (o) => ({ data: await queryClient.ensureQueryData(o) })))),
  };
}

/**
 * The values each `offered` field may take, from the procedure of the collection's own router that offers
 * them (a rule's controllers), each named "label (value)".
 */
export function useOfferedChoices(collection: Collection): LoadedChoices {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const offered = useMemo(() => fieldsWith(collection, (f) => f.offered), [collection]);
  const options = useMemo(
    () => offered.map(([, o]) => procedureOf(trpc, collection.node, o.procedure).queryOptions()),
    [offered, trpc, collection.node],
  );
  const combine = useCallback(
    (results: { data?: Record<string, unknown>[] | undefined }[]): Choices =>
      Object.fromEntries(
        offered.map(([name, o], i) => [
          name,
          (results[i]?.data ?? []).map((row) => ({
            value: String(row[o.value] ?? ""),
            label: `${String(row[o.label] ?? "")} (${String(row[o.value] ?? "")})`,
          })),
        ]),
      ),
    [offered],
  );
  const choices = useQueries({ queries: options, combine });
  return {
    choices,
    load: async () =>
      combine(await Promise.all(options.map(async (o) => ({ data: await queryClient.ensureQueryData(o) })))),
  };
}
