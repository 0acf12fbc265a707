import { Badge, Box, Button, HStack, IconButton, Text } from "@chakra-ui/react";
import { canDeleteTask, TaskStatus, type TerminalTask } from "@corp/domain/terminal-queue";
import { ChevronDown, ChevronUp, RotateCw, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { siteTime } from "../../lib/site-time.ts";
import { terminalActions } from "./terminal-store.ts";

const PALETTE: Record<TaskStatus, string> = {
  [TaskStatus.Waiting]: "gray",
  [TaskStatus.Connecting]: "orange",
  [TaskStatus.Executing]: "orange",
  [TaskStatus.Success]: "green",
  [TaskStatus.Failed]: "red",
  [TaskStatus.Unknown]: "red",
};

const running = (s: TaskStatus) => s === TaskStatus.Connecting || s === TaskStatus.Executing;
const failed = (s: TaskStatus) => s === TaskStatus.Failed || s === TaskStatus.Unknown;

/** One task of the queue: its state, its command, its output, retry and delete. */
export function TaskItem({ task }: { task: TerminalTask }) {
  const { t } = useTranslation();
  const showOutput = running(task.status) || (task.status !== TaskStatus.Waiting && task.showMessage);
  const time = siteTime(task.createTime, "hh:MM:ss");
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      aria-label={task.command}
      data-status={task.status}
    >
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={PALETTE[task.status]}>{t(`terminal.status.${task.status}`)}</Badge>
        {failed(task.status) && task.blockOnFailure ? (
          <Badge colorPalette="yellow" variant="outline">
            {t("terminal.blocksQueue")}
          </Badge>
        ) : null}
        {running(task.status) ? (
          <Badge colorPalette="red" variant="outline">
            {t("terminal.doNotRefresh")}
          </Badge>
        ) : null}
        <Text fontFamily="mono" fontSize="sm" fontWeight="semibold">
          {task.command}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {time}
        </Text>
        <HStack ms="auto" gap="1">
          {failed(task.status) ? (
            <IconButton
              size="xs"
              variant="outline"
              colorPalette="orange"
              aria-label={t("terminal.retry")}
              title={t("terminal.retry")}
              onClick={() => terminalActions.retry(task.uuid)}
            >
              <RotateCw />
            </IconButton>
          ) : null}
          <IconButton
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={t("terminal.delete")}
            title={t("terminal.delete")}
            disabled={!canDeleteTask(task)}
            onClick={() => terminalActions.remove(task.uuid)}
          >
            <Trash2 />
          </IconButton>
        </HStack>
      </HStack>
      {task.status !== TaskStatus.Waiting && !running(task.status) ? (
        <Button
          size="xs"
          variant="plain"
          px="0"
          mt="1"
          color="fg.muted"
          aria-expanded={task.showMessage}
          onClick={() => terminalActions.toggleOutput(task.uuid)}
        >
          {t("terminal.output")}
          {task.showMessage ? <ChevronUp /> : <ChevronDown />}
        </Button>
      ) : null}
      {showOutput ? (
        <Box
          as="pre"
          role="log"
          mt="2"
          p="2"
          maxH="60"
          overflow="auto"
          bg="gray.900"
          color="gray.100"
          borderRadius="sm"
          fontSize="xs"
          whiteSpace="pre-wrap"
          wordBreak="break-all"
        >
          {task.message.join("\n")}
        </Box>
      ) : null}
    </Box>
  );
}
