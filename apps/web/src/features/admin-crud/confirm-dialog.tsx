import { Button } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { AdminDialog } from "./admin-dialog.tsx";

type Props = { open: boolean; text: string; busy?: boolean; onConfirm: () => void; onCancel: () => void };

/** Asks before something that cannot be undone (batch delete). */
export function ConfirmDialog({ open, text, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <AdminDialog
      open={open}
      title={t("adminUi.common.confirmTitle")}
      onClose={onCancel}
      role="alertdialog"
      size="xs"
      actions={
        <Button colorPalette="red" onClick={onConfirm} loading={busy}>
          {t("adminUi.common.confirm")}
        </Button>
      }
    >
      {text}
    </AdminDialog>
  );
}
