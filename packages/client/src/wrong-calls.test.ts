import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const fixture = here("./wrong-calls.typetest.ts");
const DIRECTIVE = "// @ts-expect-error";

/** The compiler options of this package (tsconfig.json). */
function compilerOptions(): ts.CompilerOptions {
  const config = ts.getParsedCommandLineOfConfigFile(
    here("../tsconfig.json"),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      },
    },
  );
  if (!config) throw new Error("tsconfig.json could not be read");
  return config.options;
}

/** Type-checks the fixture with `text` in its place; answers the lines (1-based) with an error. */
function linesWithErrors(text: string): number[] {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (name === fixture ? text : readFile(name));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === fixture ? ts.createSourceFile(name, text, language) : getSourceFile(name, language, ...rest);
  const program = ts.createProgram([fixture], options, host);
  const source = program.getSourceFile(fixture);
  return program
    .getSemanticDiagnostics(source)
    .map((d) =>
      source && d.start !== undefined ? source.getLineAndCharacterOfPosition(d.start).line + 1 : 0,
    );
}

describe("the typed calls refuse what the contract does not allow", () => {
  const original = readFileSync(fixture, "utf8");
  const lines = original.split("\n");
  const expected = lines.flatMap((line, i) => (line.trim().startsWith(DIRECTIVE) ? [i + 2] : []));

  // Each test runs the TypeScript compiler over the fixture: seconds alone, far more on a loaded machine.
  it("compiles as written: the right calls pass and every wrong one is expected to fail", {
    timeout: 180_000,
  }, () => {
    expect(linesWithErrors(original)).toEqual([]);
    expect(expected.length).toBeGreaterThanOrEqual(14);
  });

  it("fails to compile every wrong path, parameter, body and answer once the expectations are removed", {
    timeout: 180_000,
  }, () => {
    const stripped = lines.map((line) => (line.trim().startsWith(DIRECTIVE) ? "" : line)).join("\n");
    const failing = new Set(linesWithErrors(stripped));
    const uncaught = expected.filter((line) => !failing.has(line)).map((line) => lines[line - 1]?.trim());
    expect(uncaught).toEqual([]);
    expect([...failing].every((line) => expected.includes(line))).toBe(true);
  });
});
