import { Box, IconButton } from "@chakra-ui/react";
import { SquareTerminal } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useStore } from "../../lib/store/persistent-store.ts";
import { adminSession } from "../auth/admin-session.ts";
import { TerminalDrawer } from "./terminal-drawer.tsx";
import { terminalActions, terminalStore } from "./terminal-store.ts";

/** The top bar's terminal button, for super administrators only (the server refuses the others too). */
export function TerminalButton() {
  const { t } = useTranslation();
  const admin = useStore(adminSession);
  const { dot } = useStore(terminalStore);
  const [open, setOpen] = useState(false);
  if (!admin?.super) return null;
  const toggle = (next: boolean) => {
    setOpen(next);
    if (next) terminalActions.seen();
  };
  return (
    <>
      <Box position="relative">
        <IconButton
          aria-label={t("terminal.open")}
          title={dot ? t("terminal.newOutput") : t("terminal.open")}
          variant="ghost"
          size="sm"
          onClick={() => toggle(true)}
        >
          <SquareTerminal />
        </IconButton>
        {dot && !open ? (
          <Box
            position="absolute"
            top="1"
            right="1"
            boxSize="2"
            borderRadius="full"
            bg="red.500"
            aria-hidden
          />
        ) : null}
      </Box>
      <TerminalDrawer open={open} onOpenChange={toggle} />
    </>
  );
}
