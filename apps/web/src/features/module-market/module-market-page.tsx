import { Badge, Box, Button, Code, Flex, Heading, Stack, Table, Text } from "@chakra-ui/react";
import { moduleCatalogue } from "@corp/domain/messages/module";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { queries } from "../../app/api.ts";
import { currentLanguage } from "../../i18n/i18n.ts";
import { showToast } from "../../theme/toaster-store.ts";
import { ConfirmDialog } from "../admin-crud/confirm-dialog.tsx";
import { useCan } from "../admin-shell/permissions.tsx";
import {
  type ModuleConflict,
  type ModuleInfo,
  type ModuleOutcome,
  type ModuleUploadInfo,
  moduleApi,
} from "./module-api.ts";
import { ConflictDialog, UploadedDialog } from "./module-dialogs.tsx";
import { localTitle } from "./module-title.ts";

const NODE = "moduleStore/moduleStore";
const LIST_KEY = ["module-market", "installed"];

/** A step that may stop at a conflict prompt, and how to take it again once confirmed. */
type Pending = {
  conflicts: ModuleConflict[];
  retry: () => Promise<ModuleOutcome>;
  done: keyof typeof moduleCatalogue;
};

/**
 * moduleStore/moduleStore: upload a module zip and install it, enable, disable and uninstall installed
 * modules (BuildAdmin's module market; ADR 0021). Menus change with the modules, so the shell's menu
 * data is fetched again after each change.
 */
export function ModuleMarketPage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const queryClient = useQueryClient();
  const installed = useQuery({ queryKey: LIST_KEY, queryFn: moduleApi.list });
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploaded, setUploaded] = useState<ModuleUploadInfo | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [removing, setRemoving] = useState<ModuleInfo | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: LIST_KEY });
    await queryClient.invalidateQueries({ queryKey: queries.adminIndex().queryKey });
  };
  /**
   * Runs a step; a refusal has been shown by the request layer, a conflict opens the prompt, and a step
   * done says so with the server's catalogue message.
   */
  const run = async (
    done: keyof typeof moduleCatalogue,
    step: () => Promise<ModuleOutcome | unknown>,
    retry?: () => Promise<ModuleOutcome>,
  ) => {
    setBusy(true);
    try {
      const outcome = await step();
      const asked = outcome as Partial<ModuleOutcome> | null;
      if (asked && asked.done === false && retry)
        setPending({ conflicts: asked.conflicts ?? [], retry, done });
      else {
        setPending(null);
        showToast({ type: "success", message: moduleCatalogue[done][currentLanguage()] });
      }
      await refresh();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    setBusy(true);
    try {
      setUploaded(await moduleApi.upload(file));
    } catch {
      // The request layer has shown the refusal.
    } finally {
      setBusy(false);
    }
  };
  const install = async (info: ModuleUploadInfo) => {
    setUploaded(null);
    await run(
      "moduleInstalled",
      () => moduleApi.install(info.uid, false),
      () => moduleApi.install(info.uid, true),
    );
  };
  const changeState = (module: ModuleInfo, state: boolean) =>
    run(
      state ? "moduleEnabled" : "moduleDisabled",
      () => moduleApi.changeState(module.uid, state, false),
      () => moduleApi.changeState(module.uid, state, true),
    );
  const uninstall = async (module: ModuleInfo) => {
    if (await run("moduleUninstalled", () => moduleApi.uninstall(module.uid))) setRemoving(null);
  };
  const rows = installed.data ?? [];

  return (
    <Stack gap="4" p="4">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading size="md" flex="1">
          {t("moduleMarket.installed")}
        </Heading>
        {can(`${NODE}/install`) && (
          <>
            <input
              ref={fileInput}
              type="file"
              accept=".zip,application/zip"
              hidden
              data-testid="module-zip"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
            <Button colorPalette="blue" loading={busy} onClick={() => fileInput.current?.click()}>
              <Upload /> {t("moduleMarket.upload")}
            </Button>
          </>
        )}
      </Flex>
      <Text color="fg.muted" fontSize="sm">
        {t("moduleMarket.intro")}
      </Text>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("moduleMarket.name")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("moduleMarket.version")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("moduleMarket.state")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("moduleMarket.routes")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("moduleMarket.tables")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("moduleMarket.actions")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={6} textAlign="center" color="fg.muted" py="6">
                  {t("moduleMarket.empty")}
                </Table.Cell>
              </Table.Row>
            )}
            {rows.map((module) => (
              <Table.Row key={module.uid} data-module={module.uid}>
                <Table.Cell>
                  <Text fontWeight="medium">{localTitle(module.title, i18n.language)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {module.uid}
                  </Text>
                </Table.Cell>
                <Table.Cell>{module.version}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={module.state === "enable" ? "green" : "gray"}>
                    {t(module.state === "enable" ? "moduleMarket.stateEnable" : "moduleMarket.stateDisable")}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  {module.routes.map((route) => (
                    <Code key={route} me="1">
                      /api/module{route}
                    </Code>
                  ))}
                </Table.Cell>
                <Table.Cell>
                  {module.tables.map((table) => (
                    <Code key={table} me="1">
                      {table}
                    </Code>
                  ))}
                </Table.Cell>
                <Table.Cell>
                  <Flex gap="2">
                    {can(`${NODE}/changeState`) && (
                      <Button
                        size="xs"
                        variant="outline"
                        disabled={busy}
                        onClick={() => void changeState(module, module.state !== "enable")}
                      >
                        {t(module.state === "enable" ? "moduleMarket.disable" : "moduleMarket.enable")}
                      </Button>
                    )}
                    {can(`${NODE}/uninstall`) && (
                      <Button
                        size="xs"
                        colorPalette="red"
                        variant="outline"
                        onClick={() => setRemoving(module)}
                      >
                        {t("moduleMarket.uninstall")}
                      </Button>
                    )}
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <UploadedDialog
        info={uploaded}
        busy={busy}
        onInstall={() => uploaded && void install(uploaded)}
        onClose={() => setUploaded(null)}
      />
      <ConflictDialog
        conflicts={pending?.conflicts ?? []}
        busy={busy}
        onConfirm={() => pending && void run(pending.done, pending.retry)}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        open={removing !== null}
        busy={busy}
        text={t("moduleMarket.uninstallConfirm", {
          title: removing ? localTitle(removing.title, i18n.language) : "",
        })}
        onConfirm={() => removing && void uninstall(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
