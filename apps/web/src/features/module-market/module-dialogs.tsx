import { Button, List, Stack, Text } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { AdminDialog } from "../admin-crud/admin-dialog.tsx";
import type { ModuleConflict, ModuleUploadInfo } from "./module-api.ts";
import { ModulePermissionList } from "./module-permission-list.tsx";
import { localTitle } from "./module-title.ts";

/** What an uploaded zip is, before it is installed, or the update it would make of an installed version. */
export function UploadedDialog({
  info,
  busy,
  onInstall,
  onClose,
}: {
  info: ModuleUploadInfo | null;
  busy: boolean;
  onInstall: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const title = info ? localTitle(info.title, i18n.language) : "";
  const from = info?.installedVersion ?? null;
  return (
    <AdminDialog
      open={info !== null}
      title={t(from ? "moduleMarket.updateTitle" : "moduleMarket.uploadedTitle", { title })}
      onClose={onClose}
      size="sm"
      actions={
        <Button colorPalette="blue" loading={busy} onClick={onInstall}>
          {t(from ? "moduleMarket.update" : "moduleMarket.install")}
        </Button>
      }
    >
      {info && (
        <Stack gap="2">
          <Text fontWeight="medium">
            {from
              ? t("moduleMarket.updateBody", { uid: info.uid, from, to: info.version })
              : t("moduleMarket.uploadedBody", { uid: info.uid, version: info.version })}
          </Text>
          <Text color="fg.muted">{info.description}</Text>
          {from && (
            <Text color="fg.muted" fontSize="sm">
              {t("moduleMarket.updateNote")}
            </Text>
          )}
          <ModulePermissionList permissions={info.permissions} />
        </Stack>
      )}
    </AdminDialog>
  );
}

/** The conflict prompt: which routes and files enabled modules hold; confirming disables those modules. */
export function ConflictDialog({
  conflicts,
  busy,
  onConfirm,
  onClose,
}: {
  conflicts: ModuleConflict[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <AdminDialog
      open={conflicts.length > 0}
      title={t("moduleMarket.conflictTitle")}
      onClose={onClose}
      role="alertdialog"
      size="md"
      actions={
        <Button colorPalette="red" loading={busy} onClick={onConfirm}>
          {t("moduleMarket.conflictConfirm")}
        </Button>
      }
    >
      <Text mb="3">{t("moduleMarket.conflictBody")}</Text>
      <List.Root gap="1" ps="5">
        {conflicts.map((c) => (
          <List.Item key={`${c.kind} ${c.path} ${c.uid}`}>
            {t(c.kind === "route" ? "moduleMarket.conflictRoute" : "moduleMarket.conflictFile")}{" "}
            <Text as="code">{c.path}</Text> · {localTitle(c.title, i18n.language)} ({c.uid})
          </List.Item>
        ))}
      </List.Root>
    </AdminDialog>
  );
}
