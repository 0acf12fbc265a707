import { z } from "zod";

/**
 * The package managers the terminal's install, build and test commands can use, in the order of
 * preference: pnpm by default, else the first of the others the server has.
 */
export const PACKAGE_MANAGERS = ["pnpm", "npm", "yarn"] as const;
export const packageManager = z.enum(PACKAGE_MANAGERS);
export type PackageManager = z.infer<typeof packageManager>;
export const DEFAULT_PACKAGE_MANAGER: PackageManager = "pnpm";

/**
 * The manager the commands run with: the saved one while the server has it, else the first installed one
 * in the order of preference. With none installed it stays the saved one (or pnpm), and a run says why
 * it cannot start.
 */
export function packageManagerInUse(
  saved: PackageManager | undefined,
  installed: readonly PackageManager[],
): PackageManager {
  if (saved && installed.includes(saved)) return saved;
  return PACKAGE_MANAGERS.find((m) => installed.includes(m)) ?? saved ?? DEFAULT_PACKAGE_MANAGER;
}

/** Commands run with the configured package manager, or with the one named after a dot (`install.npm`). */
export const MANAGED_COMMANDS = ["install", "build", "test"] as const;
export type ManagedCommand = (typeof MANAGED_COMMANDS)[number];

/** Version queries, one per tool. */
export const VERSION_TOOLS = ["node", "npm", "pnpm", "yarn"] as const;
export type VersionTool = (typeof VERSION_TOOLS)[number];

/** A command of the allow-list, by what it does; the server turns it into a program and fixed arguments. */
export type TerminalCommand =
  | { kind: "version"; tool: VersionTool }
  | { kind: "managed"; command: ManagedCommand; manager: PackageManager | "configured" }
  | { kind: "migrate" };

/** BuildAdmin's names for the same commands, so its client can drive this terminal. */
const ALIASES: Record<string, string> = { "web-install": "install", "web-build": "build" };

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/**
 * Reads a command name of the terminal (`version.node`, `install`, `install.npm`, `migrate`...);
 * undefined for anything outside the allow-list.
 */
export function parseTerminalCommand(name: string): TerminalCommand | undefined {
  const parts = name.split(".");
  if (parts.length > 2) return undefined;
  const [written = "", suffix] = parts;
  const head = ALIASES[written] ?? written;
  if (head === "migrate") return suffix === undefined || suffix === "run" ? { kind: "migrate" } : undefined;
  if (head === "version")
    return isOneOf(VERSION_TOOLS, suffix) ? { kind: "version", tool: suffix } : undefined;
  if (!isOneOf(MANAGED_COMMANDS, head)) return undefined;
  if (suffix === undefined) return { kind: "managed", command: head, manager: "configured" };
  return isOneOf(PACKAGE_MANAGERS, suffix) ? { kind: "managed", command: head, manager: suffix } : undefined;
}

/** The event-stream flags of a run (BuildAdmin's wire format): each is sent as the data of a message. */
export const TERMINAL_FLAGS = {
  linkSuccess: "command-link-success",
  execSuccess: "command-exec-success",
  execError: "command-exec-error",
  execCompleted: "command-exec-completed",
} as const;

/** One message of the terminal's event stream. */
export const terminalMessage = z.object({
  data: z.string(),
  uuid: z.string(),
  extend: z.string(),
  key: z.string(),
  /** Only on refusals: the envelope code the same refusal has elsewhere (303 need login, 409 expired...). */
  code: z.number().optional(),
});
export type TerminalMessage = z.infer<typeof terminalMessage>;
