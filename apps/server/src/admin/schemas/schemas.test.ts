import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** The server's sources: the shared schemas here and each module's beside its routers. */
const here = join(import.meta.dirname, "../..");
const schemaFiles = readdirSync(here, { recursive: true, encoding: "utf8" }).filter((f) =>
  f.endsWith(".schema.ts"),
);

/** The web's admin forms import these files, so they must not pull server code into its bundle. */
describe("admin input schemas", () => {
  it("exist", () => {
    expect(schemaFiles.length).toBeGreaterThan(0);
  });

  it.each(schemaFiles)("%s imports only zod, the domain and other schema files", (file) => {
    const source = readFileSync(join(here, file), "utf8");
    const imported = [...source.matchAll(/\b(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((m) => m[1] ?? "");
    const foreign = imported.filter(
      (s) => s !== "zod" && !s.startsWith("@corp/domain/") && !/^\.\.?\/.*\.schema\.ts$/.test(s),
    );
    expect(foreign).toEqual([]);
  });
});
