import { Box, Checkbox, Spinner } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { flattenTree } from "../admin-crud/tree-rows.ts";
import { trpcClient } from "../admin-shell/trpc.ts";
import { descendantIds } from "./rule-tree-select.ts";

type Props = { value: number[]; onChange: (ids: number[]) => void; label: string };

/** The rule tree with a checkbox per rule; checking a rule checks its descendants too. */
export function RuleChecklist({ value, onChange, label }: Props) {
  const rules = useQuery({
    queryKey: ["crud", "auth.rule", "checklist"],
    queryFn: () => trpcClient.auth.rule.index.query({ limit: 1000 }),
  });
  if (!rules.data) return <Spinner />;
  const chosen = new Set(value);
  return (
    <Box
      role="group"
      aria-label={label}
      maxH="20rem"
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      p="2"
    >
      {flattenTree(rules.data.list).map(({ row, depth }) => (
        <Checkbox.Root
          key={row.id}
          display="flex"
          size="sm"
          py="0.5"
          ps={`${depth * 1.25}rem`}
          checked={chosen.has(row.id)}
          onCheckedChange={(d) => {
            const ids = [row.id, ...descendantIds(rules.data.list, row.id)];
            const next = new Set(chosen);
            for (const id of ids) {
              if (d.checked === true) next.add(id);
              else next.delete(id);
            }
            onChange([...next]);
          }}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{row.title}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Box>
  );
}
