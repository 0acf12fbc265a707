import { TERMINAL_FLAGS, terminalMessage } from "@corp/domain/terminal-commands";
import type { StreamEvent, TerminalTask } from "@corp/domain/terminal-queue";
import { shownPath } from "../../app/admin-entry.ts";
import { adminSession } from "../auth/admin-session.ts";
import { onStreamEvent, pump, setStreamOpener } from "./terminal-store.ts";

const FLAG_EVENTS: Record<string, StreamEvent> = {
  [TERMINAL_FLAGS.linkSuccess]: { kind: "link-success" },
  [TERMINAL_FLAGS.execSuccess]: { kind: "exec-success" },
  [TERMINAL_FLAGS.execError]: { kind: "exec-error" },
  [TERMINAL_FLAGS.execCompleted]: { kind: "exec-completed" },
};

/**
 * The address of a task's run, as BuildAdmin's client builds it: an EventSource cannot send headers,
 * so the token goes in the query (the server keeps it out of its log). The token is read now, at each
 * connection, so a task waiting in the queue runs with the session as it is when its turn comes.
 */
export function terminalUrl(task: TerminalTask): string {
  const query = new URLSearchParams({
    command: task.command,
    uuid: task.uuid,
    extend: task.extend,
    batoken: adminSession.get()?.token ?? "",
    server: "1",
  });
  return shownPath(`/admin/ajax/terminal?${query}`);
}

/**
 * Leaving the page cuts the stream too; that is not the command failing. Its task stays running in the
 * stored queue and is read back as Unknown after the reload (SPEC §4).
 */
let leaving = false;
for (const event of ["beforeunload", "pagehide"]) {
  window.addEventListener(event, () => {
    leaving = true;
  });
}
window.addEventListener("pageshow", () => {
  leaving = false;
});

function open(task: TerminalTask): void {
  const source = new EventSource(terminalUrl(task));
  const finish = (event: StreamEvent) => {
    if (!onStreamEvent(task.uuid, event)) return;
    source.close();
    pump();
  };
  source.onmessage = (message: MessageEvent<string>) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.data);
    } catch {
      return;
    }
    const data = terminalMessage.safeParse(parsed);
    if (!data.success || data.data.uuid !== task.uuid) return;
    finish(FLAG_EVENTS[data.data.data] ?? { kind: "data", text: data.data.data });
  };
  // A connection lost mid-run (or refused before any message) fails the task.
  source.onerror = () => {
    source.close();
    if (!leaving) finish({ kind: "stream-error" });
  };
}

setStreamOpener(open);
// Tasks left waiting behind a run that a reload cut off start now, unless a failure blocks them.
pump();
