import { Box, chakra, Flex, Spinner } from "@chakra-ui/react";
import { flattenTree, type TreeLike } from "../tree-rows.ts";
import { ancestorIds, descendantIds } from "./rule-tree-select.ts";

/** A rule as the checklist shows it: the admins' rules and the members' alike. */
export type ChecklistRule = TreeLike<{ id: number; title: string }>;

type Props = {
  /** The rule tree; absent while it loads. */
  tree: readonly ChecklistRule[] | undefined;
  value: number[];
  /** Receives an update of the chosen ids, so quick successive clicks never work on stale ids. */
  onChange: (update: (ids: number[]) => number[]) => void;
  label: string;
};

/**
 * The rule tree with a checkbox per rule; checking a rule checks its descendants and the directories
 * above it (a page is reachable only through its menu), unchecking one unchecks its descendants.
 */
export function RuleChecklist({ tree, value, onChange, label }: Props) {
  if (!tree) return <Spinner />;
  const chosen = new Set(value);
  const toggle = (id: number, checked: boolean) =>
    onChange((ids) => {
      const next = new Set(ids);
      for (const each of [id, ...descendantIds(tree, id)]) {
        if (checked) next.add(each);
        else next.delete(each);
      }
      if (checked) for (const each of ancestorIds(tree, id)) next.add(each);
      return [...next];
    });
  return (
    <Box
      role="group"
      aria-label={label}
      width="100%"
      maxH="20rem"
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      p="2"
    >
      {flattenTree(tree).map(({ row, depth }) => (
        <Flex
          as="label"
          key={row.id}
          align="center"
          gap="2"
          py="0.5"
          ps={`${depth * 1.25}rem`}
          fontSize="sm"
          cursor="pointer"
        >
          <chakra.input
            type="checkbox"
            accentColor="var(--chakra-colors-brand-solid)"
            checked={chosen.has(row.id)}
            onChange={(e) => toggle(row.id, e.target.checked)}
          />
          {row.title}
        </Flex>
      ))}
    </Box>
  );
}
