import {
  addTask,
  applyStreamEvent,
  clearSuccessTasks,
  deleteTask,
  isQueueBlocked,
  newTask,
  recoverOnStart,
  retryTask,
  type StreamEvent,
  startNextTask,
  TaskStatus,
  type TerminalTask,
} from "@corp/domain/terminal-queue";
import { z } from "zod/mini";
import { createPersistentStore } from "../../lib/store/persistent-store.ts";

const taskSchema = z.object({
  uuid: z.string(),
  createTime: z.number(),
  status: z.union(Object.values(TaskStatus).map((s) => z.literal(s))),
  command: z.string(),
  message: z.array(z.string()),
  showMessage: z.boolean(),
  blockOnFailure: z.boolean(),
  extend: z.string(),
});

const stateSchema = z.object({
  tasks: z.array(taskSchema),
  /** Drop successful tasks when a new one is added (SPEC §9: on by default). */
  autoClean: z.boolean(),
  /** New output or a new task arrived while the drawer was closed. */
  dot: z.boolean(),
});
export type TerminalState = z.infer<typeof stateSchema>;

const EMPTY: TerminalState = { tasks: [], autoClean: true, dot: false };

/** The queue of SPEC §4, kept in localStorage so that it outlives a reload. */
export const terminalStore = createPersistentStore<TerminalState>("terminal", (raw) => {
  const parsed = stateSchema.safeParse(raw);
  return parsed.success ? (parsed.data as TerminalState) : EMPTY;
});

// After a reload no stream survives: what was connecting or executing has an unknown outcome.
terminalStore.set({ ...terminalStore.get(), tasks: recoverOnStart(terminalStore.get().tasks) });

const update = (patch: Partial<TerminalState>) => terminalStore.set({ ...terminalStore.get(), ...patch });

/** Opens the event stream of a task that has just moved to Connecting; set by the stream module. */
type Opener = (task: TerminalTask) => void;
let openStream: Opener = () => undefined;
export const setStreamOpener = (opener: Opener) => {
  openStream = opener;
};

/** Starts the next task when the queue allows it (one at a time, the blocking rule). */
export function pump(): void {
  const { tasks, started } = startNextTask(terminalStore.get().tasks);
  if (!started) return;
  update({ tasks });
  openStream(started);
}

/** Answers true when the queue is blocked, so the caller can warn that the task will not start. */
export function queueTask(
  command: string,
  options: { blockOnFailure?: boolean; extend?: string } = {},
): boolean {
  const state = terminalStore.get();
  const task = newTask({ uuid: crypto.randomUUID(), command, createTime: Date.now(), ...options });
  const tasks = addTask(state.tasks, task, { autoClean: state.autoClean });
  update({ tasks, dot: true });
  pump();
  return isQueueBlocked(terminalStore.get().tasks);
}

/** Applies one message of a task's stream; true when the stream must close (the task has ended). */
export function onStreamEvent(uuid: string, event: StreamEvent): boolean {
  const result = applyStreamEvent(terminalStore.get().tasks, uuid, event);
  update({ tasks: result.tasks, ...(event.kind === "data" ? { dot: true } : {}) });
  return result.closeStream;
}

export const terminalActions = {
  retry(uuid: string) {
    update({ tasks: retryTask(terminalStore.get().tasks, uuid) });
    pump();
  },
  remove(uuid: string) {
    update({ tasks: deleteTask(terminalStore.get().tasks, uuid) });
    pump();
  },
  clearSuccess() {
    update({ tasks: clearSuccessTasks(terminalStore.get().tasks) });
  },
  toggleOutput(uuid: string) {
    update({
      tasks: terminalStore
        .get()
        .tasks.map((t) => (t.uuid === uuid ? { ...t, showMessage: !t.showMessage } : t)),
    });
  },
  setAutoClean(autoClean: boolean) {
    update({ autoClean });
  },
  seen() {
    if (terminalStore.get().dot) update({ dot: false });
  },
};
