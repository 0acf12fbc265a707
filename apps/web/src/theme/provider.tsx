import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LazyToaster } from "./lazy-toaster.tsx";
import { system } from "./system.ts";

/** Chakra with the product's system. The site has one light theme, so no colour-mode switch. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <LazyToaster />
    </ChakraProvider>
  );
}
