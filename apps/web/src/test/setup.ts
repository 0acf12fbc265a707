import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// `findBy...` and `waitFor` wait for their state as long as a busy machine may take (the default is 1 s).
configure({ asyncUtilTimeout: 15_000 });

// Testing Library unmounts by itself only when the test runner exposes globals; this one does not.
afterEach(() => cleanup());
