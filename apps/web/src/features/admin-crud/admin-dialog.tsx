import { Button, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type Props = {
  open: boolean;
  title: ReactNode;
  /** Called when the dialog is dismissed (Escape, the backdrop, the cancel or close button). */
  onClose: () => void;
  children: ReactNode;
  /** The buttons after the dismiss button; none: the dismiss button reads "close". */
  actions?: ReactNode;
  size?: "xs" | "sm" | "md" | "lg" | "xl";
  role?: "dialog" | "alertdialog";
  scrollBehavior?: "inside" | "outside";
};

/** The admin's dialog: a title, a body, and a footer whose first button dismisses it. */
export function AdminDialog({
  open,
  title,
  onClose,
  children,
  actions,
  size = "lg",
  role,
  scrollBehavior,
}: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => (d.open ? undefined : onClose())}
      size={size}
      {...(role ? { role } : {})}
      {...(scrollBehavior ? { scrollBehavior } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {actions ? t("adminUi.common.cancel") : t("adminUi.shell.close")}
              </Button>
              {actions}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
