import { describe, expect, it } from "vitest";
import { appRouter, moduleRouters } from "./admin/router.ts";
import { serverModules } from "./server-modules.ts";

describe("the server's modules", () => {
  it("are each named once", () => {
    const names = serverModules.map((module) => module.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("have their admin routers, and only theirs, in the admin router", () => {
    const declared: unknown[] = serverModules.flatMap((module) => (module.router ? [module.router] : []));
    // The same objects: a module's routers are declared once, in its router.ts.
    expect(declared).toHaveLength(moduleRouters.length);
    for (const routers of moduleRouters) expect(declared).toContain(routers);
    expect(Object.keys(appRouter._def.record).sort()).toEqual(
      declared.flatMap((routers) => Object.keys(routers as object)).sort(),
    );
  });
});
