import { Button, Input, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AdminDialog } from "../admin-crud/admin-dialog.tsx";

type Props = {
  /** The table to drop; none: closed. */
  table: string | null;
  busy: boolean;
  onConfirm: (typed: string) => void;
  onCancel: () => void;
};

/** Asks for the table's name, typed again, before it is dropped (the server checks it too). */
export function DropTableDialog({ table, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const close = () => {
    setTyped("");
    onCancel();
  };
  return (
    <AdminDialog
      open={table !== null}
      title={t("crudDesigner.log.dropTitle")}
      onClose={close}
      role="alertdialog"
      size="sm"
      actions={
        <Button
          colorPalette="red"
          loading={busy}
          disabled={typed !== table}
          onClick={() => {
            onConfirm(typed);
            setTyped("");
          }}
        >
          {t("crudDesigner.log.drop")}
        </Button>
      }
    >
      <Stack gap="3">
        <Text>{t("crudDesigner.log.dropText", { name: table ?? "" })}</Text>
        <Input
          aria-label={t("crudDesigner.log.dropInput")}
          placeholder={table ?? ""}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </Stack>
    </AdminDialog>
  );
}
