import { Box, Code, Text } from "@chakra-ui/react";
import { AdminDialog } from "./admin-dialog.tsx";

type Props = {
  open: boolean;
  title: string;
  /** Lines of text above the data (who, when, where). */
  lines: string[];
  data: unknown;
  testId?: string;
  onClose: () => void;
};

/** A log entry's details: a few lines and its data as indented JSON (secrets already masked by the server). */
export function JsonDetailDialog({ open, title, lines, data, testId, onClose }: Props) {
  return (
    <AdminDialog open={open} title={title} onClose={onClose}>
      {open ? (
        <Box fontSize="sm">
          {lines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <Code as="pre" display="block" whiteSpace="pre-wrap" mt="2" p="2" data-testid={testId}>
            {JSON.stringify(data, null, 2)}
          </Code>
        </Box>
      ) : null}
    </AdminDialog>
  );
}
