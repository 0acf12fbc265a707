import { t } from "@corp/domain/messages";
import { parseTerminalCommand, TERMINAL_FLAGS } from "@corp/domain/terminal-commands";
import { fastifySSE } from "@fastify/sse";
import type { FastifyInstance, FastifyReply } from "fastify";
import { AppError } from "../../../errors.ts";
import { type AjaxAdmin, adminAjaxRoute } from "../../../http/admin-ajax-scope.ts";
import type { AppServices } from "../../../services/app-services.ts";
import { type CommandTable, describeCall, productCommands } from "../command-table.ts";
import { runCommand } from "../run-command.ts";
import { readPackageManager } from "../terminal-config.ts";
import { TerminalSlot } from "../terminal-slot.ts";
import { answerInStream, echoOf, streamLang, type TerminalEcho } from "./terminal-stream.ts";

/** A command still running after this long is stopped (an install on a slow network takes minutes). */
const TIMEOUT_MINUTES = 30;
/** The admin log keeps the end of a run's output: where its result and its errors are. */
const LOGGED_OUTPUT_CHARS = 60_000;

export function requireSuperAdmin(admin: AjaxAdmin): void {
  if (!admin.permissions.isSuper)
    throw new AppError({ key: "terminalSuperAdminOnly", code: 401, status: 403 });
}

/** What the command inherits: the server's environment and where its data is, without colour codes. */
const childEnv = (services: AppServices): NodeJS.ProcessEnv => ({
  ...process.env,
  DATA_DIR: services.env.DATA_DIR,
  ...(services.env.DATABASE_URL ? { DATABASE_URL: services.env.DATABASE_URL } : {}),
  NO_COLOR: "1",
});

/** Sends the messages of one run in order; after the client has gone the run goes on, unheard. */
function streamWriter(reply: FastifyReply, echo: TerminalEcho) {
  let chain = Promise.resolve();
  const send = (data: string) => {
    chain = chain
      .then(async () => {
        if (reply.sse.isConnected) await reply.sse.send({ data: { data, ...echo } });
      })
      .catch(() => undefined);
    return chain;
  };
  return send;
}

/**
 * `GET /admin/ajax/terminal` (SPEC §7): runs one command of the allow-list and streams its output in
 * BuildAdmin's wire format. `commands` is the product's table; tests hand in their own.
 */
export async function terminalRoute(
  scope: FastifyInstance,
  services: AppServices,
  commands: CommandTable = productCommands(),
): Promise<void> {
  await scope.register(fastifySSE, { heartbeatInterval: 15_000 });
  const slot = new TerminalSlot();
  // A command still running when the server stops is stopped with it, not left behind.
  const closing = new AbortController();
  scope.addHook("onClose", async () => closing.abort());
  adminAjaxRoute(
    scope,
    "get",
    "/admin/ajax/terminal",
    { node: null, tokenInQuery: true, stream: { sse: "manual", errorHandler: answerInStream } },
    async (request, reply, admin) => {
      requireSuperAdmin(admin);
      const echo = echoOf(request);
      const command = parseTerminalCommand(echo.key);
      if (!command) {
        throw new AppError({ key: "terminalCommandNotAllowed", params: { command: echo.key } });
      }
      const manager = await readPackageManager(services.db);
      const call = commands(command, manager);
      const owner = echo.uuid || request.id;
      if (!slot.take(owner)) throw new AppError({ key: "terminalBusy" });
      let held = true;
      const release = () => {
        if (held) slot.release(owner);
        held = false;
      };
      try {
        const send = streamWriter(reply, echo);
        const output: string[] = [];
        const say = (text: string) => {
          output.push(text);
          return send(text);
        };
        void send(TERMINAL_FLAGS.linkSuccess);
        void say(`> ${describeCall(call)}`);
        const result = await runCommand(call, {
          env: childEnv(services),
          timeoutMs: TIMEOUT_MINUTES * 60_000,
          signal: closing.signal,
          onOutput: (lines) => void say(lines),
        });
        if (result.kind === "exited") void say(`exitCode: ${result.exitCode ?? result.signal}`);
        if (result.kind === "not-started") {
          void say(`Error: ${t("terminalStartFailed", streamLang(request), { reason: result.reason })}`);
        }
        if (result.kind === "timed-out") {
          void say(`Error: ${t("terminalTimedOut", streamLang(request), { minutes: TIMEOUT_MINUTES })}`);
        }
        const succeeded = result.kind === "exited" && result.exitCode === 0;
        void send(succeeded ? TERMINAL_FLAGS.execSuccess : TERMINAL_FLAGS.execError);
        const text = output.join("\n");
        await admin.log(
          {
            command: echo.key,
            uuid: echo.uuid,
            extend: echo.extend,
            run: describeCall(call),
            result: succeeded ? "success" : "failure",
            exitCode: result.kind === "exited" ? result.exitCode : null,
            output: text.length > LOGGED_OUTPUT_CHARS ? `…${text.slice(-LOGGED_OUTPUT_CHARS)}` : text,
          },
          `终端-${echo.key}`,
        );
        // Logged and released before "completed": a queue that starts its next command on that flag
        // finds the terminal free and the run in the log.
        release();
        await send(TERMINAL_FLAGS.execCompleted);
      } finally {
        release();
      }
      return undefined as never;
    },
  );
}
