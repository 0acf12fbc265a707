import { Box, IconButton, Stack } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";

type Props = {
  /** The button's accessible name (and the panel's, when it is a dialog). */
  label: string;
  icon: ReactNode;
  variant?: "outline" | "ghost";
  /** "dialog" for a panel of settings; none for a plain list. */
  role?: "dialog";
  children: ReactNode;
};

/** An icon button that opens a small panel below it, right-aligned (column chooser, layout settings). */
export function TogglePanel({ label, icon, variant = "outline", role, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <Box position="relative">
      <IconButton
        size="sm"
        variant={variant}
        aria-label={label}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {icon}
      </IconButton>
      {open ? (
        <Stack
          position="absolute"
          right="0"
          top="100%"
          mt="1"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          p={role ? "3" : "2"}
          gap={role ? "3" : "0"}
          minW={role ? "14rem" : "12rem"}
          boxShadow={role ? "lg" : "md"}
          {...(role ? { role, "aria-label": label } : {})}
        >
          {children}
        </Stack>
      ) : null}
    </Box>
  );
}
