import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./connection.ts";
import { holdServingLock, servingProcesses } from "./serving-lock.ts";
import { createEmptyTestDatabase } from "./testing.ts";

const onServer = Boolean(process.env.DATABASE_URL);

describe("the serving lock", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createEmptyTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  // Each hold is a connection of the pool of its own, a session as a server's would be.
  it.runIf(onServer)("counts the servers holding it, and none once they let go", async () => {
    expect(await servingProcesses(handle)).toBe(0);
    const first = await holdServingLock(handle);
    const second = await holdServingLock(handle);
    expect(await servingProcesses(handle)).toBe(2);
    await first();
    expect(await servingProcesses(handle)).toBe(1);
    await second();
    expect(await servingProcesses(handle)).toBe(0);
  });

  it.skipIf(onServer)(
    "holds nothing on the embedded database, whose folder lock keeps others out",
    async () => {
      const release = await holdServingLock(handle);
      expect(await servingProcesses(handle)).toBe(0);
      await release();
    },
  );
});
