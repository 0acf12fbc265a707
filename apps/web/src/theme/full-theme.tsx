import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { fullSystem } from "./full-system.ts";

/**
 * The system with every recipe (the admin area, the member centre and its login) inside the site's one,
 * which styles only the small screens every visitor of /admin or /user may see first. Dialogs and menus
 * portalled out keep it: React context follows portals. The toaster stays with the site's system.
 */
export function FullTheme({ children }: { children: ReactNode }) {
  return <ChakraProvider value={fullSystem}>{children}</ChakraProvider>;
}
