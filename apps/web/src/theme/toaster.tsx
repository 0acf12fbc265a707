import { Toaster as ChakraToaster, Portal, Stack, Toast } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { toaster } from "./toaster-store.ts";

export function Toaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: "4" }}>
        {(toast) => (
          <Toast.Root width={{ md: "sm" }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label={t("app.dismissNotice")} /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
