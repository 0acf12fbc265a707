import { Button, Dialog, Portal } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";

type Props = { open: boolean; text: string; busy?: boolean; onConfirm: () => void; onCancel: () => void };

/** Asks before something that cannot be undone (batch delete). */
export function ConfirmDialog({ open, text, busy, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => (d.open ? undefined : onCancel())}
      role="alertdialog"
      size="xs"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("adminUi.common.confirmTitle")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{text}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {t("adminUi.common.cancel")}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                {t("adminUi.common.confirm")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
