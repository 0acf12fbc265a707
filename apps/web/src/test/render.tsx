import { ChakraProvider } from "@chakra-ui/react";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import "../i18n/i18n.ts";
import { system } from "../theme/system.ts";

/** Renders a component with the app's Chakra system and i18n (zh-cn unless a test switches it). */
export function renderWithTheme(ui: ReactElement) {
  return render(<ChakraProvider value={system}>{ui}</ChakraProvider>);
}
