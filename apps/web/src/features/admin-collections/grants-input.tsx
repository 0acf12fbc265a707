import type { Collection } from "@corp/domain/collections/collection";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { type ChecklistRule, RuleChecklist } from "../admin-crud/rules/rule-checklist.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import type { InputOverrides } from "./collection-columns.tsx";
import { labelOf } from "./collection-columns.tsx";
import { indexOf } from "./collection-procedures.ts";

/** The granted ids as a checked tree; successive clicks each build on the last, never on a stale value. */
function GrantsInput(props: {
  tree: readonly ChecklistRule[] | undefined;
  value: number[];
  onChange: (value: number[]) => void;
  label: string;
}) {
  const latest = useRef(props.value);
  latest.current = props.value;
  return (
    <RuleChecklist
      tree={props.tree}
      value={props.value}
      label={props.label}
      onChange={(update) => {
        latest.current = update(latest.current);
        props.onChange(latest.current);
      }}
    />
  );
}

/**
 * The inputs of a collection's `grants` fields (a group's rules): each the tree of the granted
 * collection's rows, loaded whole before the form opens.
 */
export function useGrantsInputs(collection: Collection) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [trees, setTrees] = useState<Record<string, readonly ChecklistRule[]>>({});
  const granted = useMemo(
    () =>
      Object.entries(collection.fields).flatMap(([name, f]) =>
        f.grants ? [[name, f.grants.node] as const] : [],
      ),
    [collection],
  );
  const inputs = useMemo<InputOverrides>(
    () =>
      Object.fromEntries(
        granted.map(([name]) => [
          name,
          ({ value, onChange }) => (
            <GrantsInput
              tree={trees[name]}
              value={Array.isArray(value) ? (value as number[]) : []}
              onChange={onChange}
              label={labelOf(t, collection, name)}
            />
          ),
        ]),
      ),
    [granted, trees, t, collection],
  );
  return {
    inputs,
    load: async () => {
      if (granted.length === 0) return;
      const loaded = await Promise.all(
        granted.map(async ([name, node]) => {
          const rows = await queryClient.fetchQuery(indexOf(trpc, node).queryOptions({ limit: 1000 }));
          return [name, rows.list as unknown as ChecklistRule[]] as const;
        }),
      );
      setTrees(Object.fromEntries(loaded));
    },
  };
}
