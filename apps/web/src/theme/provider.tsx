import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { system } from "./system.ts";
import { Toaster } from "./toaster.tsx";

/** Chakra with the product's system. The site has one light theme, so no colour-mode switch. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
