// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const features = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC_FOLDERS = [join(features, "public")];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** What a module imports at run time (type-only imports vanish from the build). */
const importsOf = (file: string) => {
  const code = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => !/^import type /.test(line))
    .join("\n");
  return Array.from(code.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g), (m) => m[1] ?? "");
};

/** Resolves a relative import to a file of the source tree. */
const resolveImport = (from: string, specifier: string) => resolve(dirname(from), specifier);

describe("public pages' code", () => {
  it("imports no Chakra, Emotion, TanStack, i18next or icon library, on the server or in the browser", () => {
    const offending = PUBLIC_FOLDERS.flatMap(sources).flatMap((file) =>
      importsOf(file)
        .filter((specifier) =>
          /^(@chakra-ui|@emotion|@tanstack|i18next|react-i18next|lucide-react)/.test(specifier),
        )
        .map((specifier) => `${relative(features, file)}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it("keeps the server-only page context and texts out of every island's module graph", () => {
    const registry = join(features, "public", "islands", "registry.ts");
    const entry = join(features, "public", "islands", "entry.ts");
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of importsOf(file)) {
        if (!specifier.startsWith(".")) continue;
        if (/\.css$/.test(specifier)) continue;
        visit(resolveImport(file, specifier));
      }
    };
    visit(entry);
    visit(registry);
    const serverOnly = [...seen].filter((file) =>
      /\/(page-context\.tsx|texts\.ts|render\.tsx|island\.tsx)$/.test(file),
    );
    expect(serverOnly.map((file) => relative(features, file))).toEqual([]);
    expect(seen.size).toBeGreaterThan(10);
  });
});
