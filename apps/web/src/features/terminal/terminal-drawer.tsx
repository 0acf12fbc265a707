import { Alert, Box, Button, CloseButton, Drawer, HStack, Menu, Portal, Stack, Text } from "@chakra-ui/react";
import { isQueueBlocked, TaskStatus } from "@corp/domain/terminal-queue";
import { Eraser, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useStore } from "../../lib/store/persistent-store.ts";
import { showToast } from "../../theme/toaster-store.ts";
import { TaskItem } from "./task-item.tsx";
import { TerminalSettings } from "./terminal-settings.tsx";
import { queueTask, terminalActions, terminalStore } from "./terminal-store.ts";
import "./terminal-stream.ts";

/** The commands offered here; the server's allow-list decides what runs (install, build, test use its package manager). */
const COMMANDS = [
  { command: "version.node", label: "nodeVersion" },
  { command: "install", label: "install" },
  { command: "build", label: "build" },
  { command: "test", label: "test" },
  { command: "migrate", label: "migrate" },
] as const;

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** The terminal (SPEC §4): a queue of allow-listed commands run one at a time on the server. */
export function TerminalDrawer({ open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const { tasks } = useStore(terminalStore);
  const blocked = isQueueBlocked(tasks) && tasks.some((task) => task.status === TaskStatus.Waiting);
  const add = (command: string) => {
    if (queueTask(command)) showToast({ type: "warning", message: t("terminal.blocked") });
  };
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      size={{ base: "full", md: "lg" }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t("terminal.title")}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body display="flex" flexDirection="column" gap="4">
              {blocked ? (
                <Alert.Root status="warning" size="sm" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{t("terminal.blocked")}</Alert.Title>
                </Alert.Root>
              ) : null}
              {tasks.length === 0 ? (
                <Text color="fg.muted" textAlign="center" py="6">
                  {t("terminal.empty")}
                </Text>
              ) : (
                <Stack as="ol" gap="2" aria-label={t("terminal.title")} ps="0" m="0">
                  {tasks.map((task) => (
                    <TaskItem key={task.uuid} task={task} />
                  ))}
                </Stack>
              )}
              <HStack gap="2" wrap="wrap">
                <Menu.Root onSelect={(d) => add(d.value)}>
                  <Menu.Trigger asChild>
                    <Button size="sm" colorPalette="blue">
                      <Plus />
                      {t("terminal.addTask")}
                    </Button>
                  </Menu.Trigger>
                  <Menu.Positioner>
                    <Menu.Content>
                      {COMMANDS.map(({ command, label }) => (
                        <Menu.Item key={command} value={command}>
                          <Box flex="1">{t(`terminal.commands.${label}`)}</Box>
                          <Text fontFamily="mono" fontSize="xs" color="fg.muted">
                            {command}
                          </Text>
                        </Menu.Item>
                      ))}
                    </Menu.Content>
                  </Menu.Positioner>
                </Menu.Root>
                <Button size="sm" variant="outline" onClick={terminalActions.clearSuccess}>
                  <Eraser />
                  {t("terminal.clearSuccess")}
                </Button>
              </HStack>
              <TerminalSettings />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
