import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { adminSystem } from "./admin-system.ts";

/**
 * The admin area's system (every recipe) inside the site's one. Dialogs and menus portalled out of it
 * keep it: React context follows portals. The toaster stays with the site's system, which styles toasts.
 */
export function AdminTheme({ children }: { children: ReactNode }) {
  return <ChakraProvider value={adminSystem}>{children}</ChakraProvider>;
}
