import { type ChildProcess, fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { NOT_PUBLIC_RANGES } from "../../services/not-public.ts";
import type { ModuleTables } from "./module-tables.ts";
import { moduleUser } from "./module-user.ts";

/** What a module's route handler receives and may answer (the `data` of the envelope). */
export type ModuleRequest = { query: Record<string, string>; body: unknown };

/** The child side, plain JavaScript so that it runs with no loader (copied beside the built server). */
const HOST = fileURLToPath(new URL("./module-host.mjs", import.meta.url));

/** Node 22.13 and later name the permission model `--permission`; Node 20 `--experimental-permission`. */
const PERMISSION_FLAG = process.allowedNodeEnvironmentFlags.has("--permission")
  ? "--permission"
  : "--experimental-permission";

export type ModuleProcessLimits = {
  /** How long a module may take to start and register its routes. */
  startMs: number;
  /** How long one request may take; a module that takes longer is stopped and started again. */
  callMs: number;
  /** The V8 heap of the module's process. */
  heapMb: number;
};

export const MODULE_PROCESS_LIMITS: ModuleProcessLimits = { startMs: 10_000, callMs: 10_000, heapMb: 128 };

/** Every message a module's process may send; anything else ends it. */
const fromModule = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ready"), routes: z.array(z.string()).max(200) }),
  z.object({ type: z.literal("failed"), error: z.string() }),
  z.object({
    type: z.literal("result"),
    id: z.number(),
    ok: z.boolean(),
    data: z.unknown().optional(),
    error: z.string().optional(),
  }),
  z.object({
    type: z.literal("tables"),
    id: z.number(),
    op: z.enum(["list", "insert"]),
    table: z.string(),
    arg: z.unknown().optional(),
  }),
]);

const insertRow = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

export class ModuleFailure extends Error {}

type Pending = { resolve: (data: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

export type ModuleProcessOptions = {
  uid: string;
  /** The module's folder, the one place its process may read. */
  root: string;
  /** Its server entry, relative to `root`. */
  entry: string;
  /** `host:port` pairs its manifest declares. */
  network: string[];
  tables: ModuleTables;
  limits: ModuleProcessLimits;
  log: (line: string) => void;
};

/**
 * One module's server entry in a process of its own, reached over the IPC channel (ADR 0023): the
 * server asks it to answer a request; it asks the server for its own tables, through the same checks
 * as before. The process is started on the first request and ended with the module.
 */
export class ModuleProcess {
  private child: ChildProcess | null = null;
  private ready: Promise<Set<string>> | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  constructor(private readonly options: ModuleProcessOptions) {}

  /** The `<method> <route>/<action>` keys the module registered, once it is running. */
  routes(): Promise<Set<string>> {
    this.ready ??= this.start();
    return this.ready;
  }

  async call(key: string, request: ModuleRequest): Promise<unknown> {
    await this.routes();
    const child = this.child;
    if (!child?.connected) throw new ModuleFailure(`module ${this.options.uid} is not running`);
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.stop(`module ${this.options.uid} took longer than ${this.options.limits.callMs} ms`);
      }, this.options.limits.callMs);
      this.pending.set(id, { resolve, reject, timer });
      child.send({ type: "call", id, key, request });
    });
  }

  stop(reason = "the module was stopped"): void {
    const child = this.child;
    this.child = null;
    this.ready = null;
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new ModuleFailure(reason));
      this.pending.delete(id);
    }
    if (child && child.exitCode === null) child.kill("SIGKILL");
  }

  private start(): Promise<Set<string>> {
    const { uid, root, entry, network, limits } = this.options;
    const runAs = moduleUser({ node: process.execPath, host: HOST, root });
    if (runAs.reason) {
      this.options.log(`module ${uid} runs as the server's user: ${runAs.reason}`);
    }
    const child = fork(HOST, [root, entry, JSON.stringify(network), JSON.stringify(NOT_PUBLIC_RANGES)], {
      execPath: process.execPath,
      execArgv: [
        PERMISSION_FLAG,
        `--allow-fs-read=${HOST}`,
        `--allow-fs-read=${root}/`,
        "--disable-warning=ExperimentalWarning",
        `--max-old-space-size=${limits.heapMb}`,
      ],
      // Nothing of the server's environment: no database address, key or password reaches a module.
      env: { MODULE_UID: uid, NODE_ENV: process.env.NODE_ENV ?? "production", TZ: process.env.TZ ?? "" },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
      serialization: "json",
      ...(runAs.user ?? {}),
    });
    this.child = child;
    for (const stream of [child.stdout, child.stderr]) {
      stream?.setEncoding("utf8");
      stream?.on("data", (text: string) => this.options.log(text.slice(0, 2000)));
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new ModuleFailure(`module ${uid} did not start within ${limits.startMs} ms`));
        this.stop();
      }, limits.startMs);
      child.on("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new ModuleFailure(`module ${uid} ended (${signal ?? code})`));
        if (this.child === child) this.stop(`module ${uid} ended (${signal ?? code})`);
      });
      child.on("error", (error) => this.options.log(`module ${uid}: ${error.message}`));
      child.on("message", (raw) => {
        const parsed = fromModule.safeParse(raw);
        if (!parsed.success) {
          this.stop(`module ${uid} sent a message the server does not take`);
          return;
        }
        const message = parsed.data;
        if (message.type === "ready") {
          clearTimeout(timer);
          resolve(new Set(message.routes));
        } else if (message.type === "failed") {
          clearTimeout(timer);
          reject(new ModuleFailure(`module ${uid} failed to start: ${message.error}`));
          this.stop();
        } else if (message.type === "result") {
          const pending = this.pending.get(message.id);
          if (!pending) return;
          this.pending.delete(message.id);
          clearTimeout(pending.timer);
          if (message.ok) pending.resolve(message.data ?? null);
          else pending.reject(new ModuleFailure(message.error ?? "the module's handler failed"));
        } else {
          void this.answerTables(child, message);
        }
      });
    });
  }

  private async answerTables(
    child: ChildProcess,
    message: { id: number; op: "list" | "insert"; table: string; arg?: unknown },
  ): Promise<void> {
    const { tables } = this.options;
    try {
      const data =
        message.op === "list"
          ? await tables.list(message.table, typeof message.arg === "number" ? message.arg : undefined)
          : await tables.insert(message.table, insertRow.parse(message.arg));
      if (child.connected)
        child.send({ type: "tables-result", id: message.id, ok: true, data: data ?? null });
    } catch (error) {
      const text = error instanceof z.ZodError ? "bad row" : (error as Error).message;
      if (child.connected) child.send({ type: "tables-result", id: message.id, ok: false, error: text });
    }
  }
}
