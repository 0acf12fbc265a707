import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// Testing Library unmounts by itself only when the test runner exposes globals; this one does not.
afterEach(() => cleanup());
