import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ManagedCommand, PackageManager, TerminalCommand } from "@corp/domain/terminal-commands";

/** A program and its fixed arguments: what the terminal spawns, never through a shell. */
export type ProgramCall = { file: string; args: readonly string[]; cwd: string };

/** Turns a command of the allow-list into the program call that runs it. */
export type CommandTable = (command: TerminalCommand, manager: PackageManager) => ProgramCall;

/** The product's folder: the nearest one above this module whose package.json holds the workspaces. */
export function productRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && "workspaces" in JSON.parse(readFileSync(manifest, "utf8"))) return dir;
  }
  return process.cwd();
}

/** The rules' own tests (packages/domain): quick and read-only, they show the toolchain works. */
const TEST_ARGS: Record<PackageManager, readonly string[]> = {
  npm: ["run", "test", "--workspace", "@corp/domain"],
  pnpm: ["--filter", "@corp/domain", "run", "test"],
  yarn: ["workspace", "@corp/domain", "run", "test"],
};

const managedArgs = (command: ManagedCommand, manager: PackageManager): readonly string[] => {
  if (command === "install") return ["install"];
  if (command === "build") return ["run", "build"];
  return TEST_ARGS[manager];
};

/** The product's commands, run in its folder with the Node.js that runs the server. */
export function productCommands(root = productRoot()): CommandTable {
  return (command, manager) => {
    switch (command.kind) {
      case "version":
        return command.tool === "node"
          ? { file: process.execPath, args: ["--version"], cwd: root }
          : { file: command.tool, args: ["--version"], cwd: root };
      case "managed": {
        const tool = command.manager === "configured" ? manager : command.manager;
        return { file: tool, args: managedArgs(command.command, tool), cwd: root };
      }
      case "migrate":
        return { file: process.execPath, args: ["apps/server/dist/cli.js", "migrate"], cwd: root };
    }
  };
}

/** How a call reads in the output and the admin log: `> node --version`. */
export function describeCall(call: ProgramCall): string {
  const name = call.file === process.execPath ? "node" : basename(call.file);
  return [name, ...call.args].join(" ");
}
