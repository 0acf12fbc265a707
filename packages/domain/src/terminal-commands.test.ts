import { describe, expect, it } from "vitest";
import { parseTerminalCommand } from "./terminal-commands.ts";

describe("the terminal's allow-list", () => {
  it("reads version queries, managed commands with or without a package manager, and migrate", () => {
    expect(parseTerminalCommand("version.node")).toEqual({ kind: "version", tool: "node" });
    expect(parseTerminalCommand("install")).toEqual({
      kind: "managed",
      command: "install",
      manager: "configured",
    });
    expect(parseTerminalCommand("build.yarn")).toEqual({
      kind: "managed",
      command: "build",
      manager: "yarn",
    });
    expect(parseTerminalCommand("test.npm")).toEqual({ kind: "managed", command: "test", manager: "npm" });
    expect(parseTerminalCommand("migrate")).toEqual({ kind: "migrate" });
  });

  it("accepts BuildAdmin's names for the same commands", () => {
    expect(parseTerminalCommand("web-install.pnpm")).toEqual({
      kind: "managed",
      command: "install",
      manager: "pnpm",
    });
    expect(parseTerminalCommand("web-build")).toEqual({
      kind: "managed",
      command: "build",
      manager: "configured",
    });
    expect(parseTerminalCommand("migrate.run")).toEqual({ kind: "migrate" });
  });

  it("refuses anything else", () => {
    for (const name of [
      "",
      "rm",
      "version",
      "version.bash",
      "install.cnpm",
      "install.npm.x",
      "migrate.rollback",
      "npm install",
      "install;rm -rf /",
      "ping.localhost",
      "composer.update",
      "set-npm-registry.taobao",
      "set-composer-registry.aliyun",
    ]) {
      expect(parseTerminalCommand(name), name).toBeUndefined();
    }
  });
});
