import type { Collection } from "@corp/domain/collections/collection";
import { localiseRules } from "@corp/domain/rule-titles";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/use-language.ts";
import type { FieldDef } from "../admin-crud/fields/field-types.ts";
import type { RemoteSelect } from "../admin-crud/fields/remote-select-field.tsx";
import { type ChecklistRule, RuleChecklist } from "../admin-crud/rules/rule-checklist.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import type { InputOverrides } from "./collection-columns.tsx";
import { labelOf } from "./collection-columns.tsx";
import { indexOf } from "./collection-procedures.ts";
import { grantsSelect } from "./grants-select.tsx";

/** A rule of the granted tree as its list gives it: titled in Chinese, with its English title beside. */
type GrantedRule = {
  id: number;
  name: string;
  title: string;
  title_en?: string | null;
  children?: GrantedRule[];
};

/**
 * The granted ids as a checked tree, titled in the interface language (a seeded page's or button's English
 * title in English); successive clicks each build on the last, never on a stale value.
 */
export function GrantsInput(props: {
  tree: readonly GrantedRule[] | undefined;
  value: number[];
  onChange: (value: number[]) => void;
  label: string;
}) {
  const lang = useLanguage();
  const latest = useRef(props.value);
  latest.current = props.value;
  const tree = useMemo<readonly ChecklistRule[] | undefined>(
    () => (props.tree ? localiseRules(props.tree, lang) : undefined),
    [props.tree, lang],
  );
  return (
    <RuleChecklist
      tree={tree}
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
  const [trees, setTrees] = useState<Record<string, readonly GrantedRule[]>>({});
  // Rules are checked in a tree; rows picked by name (an admin's groups) are chosen in a select.
  const granted = useMemo(
    () =>
      Object.entries(collection.fields).flatMap(([name, f]) =>
        f.grants?.pick === "tree" ? [[name, f.grants.node] as const] : [],
      ),
    [collection],
  );
  const remotes = useMemo<Record<string, RemoteSelect>>(
    () =>
      Object.fromEntries(
        Object.entries(collection.fields).flatMap(([name, f]) =>
          f.grants?.pick === "many" ? [[name, grantsSelect(trpc, f.grants)]] : [],
        ),
      ),
    [collection, trpc],
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
    /** The form's inputs with the select of each field picking several rows. */
    withSelects: (fields: FieldDef[]): FieldDef[] =>
      fields.map((def) => {
        const remote = remotes[def.name];
        return remote ? { ...def, type: "remoteSelect", remote } : def;
      }),
    load: async () => {
      if (granted.length === 0) return;
      const loaded = await Promise.all(
        granted.map(async ([name, node]) => {
          const rows = await queryClient.fetchQuery(indexOf(trpc, node).queryOptions({ limit: 1000 }));
          return [name, rows.list as unknown as GrantedRule[]] as const;
        }),
      );
      setTrees(Object.fromEntries(loaded));
    },
  };
}
