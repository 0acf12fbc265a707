export const TaskStatus = {
  Waiting: 0,
  Connecting: 1,
  Executing: 2,
  Success: 3,
  Failed: 4,
  Unknown: 5,
} as const;

export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];

export interface TerminalTask {
  uuid: string;
  /** Epoch milliseconds. */
  createTime: number;
  status: TaskStatus;
  command: string;
  message: string[];
  showMessage: boolean;
  blockOnFailure: boolean;
  extend: string;
}

export type TerminalQueueErrorCode = "not-found" | "duplicate" | "running" | "invalid-state" | "not-next";

export class TerminalQueueError extends Error {
  override readonly name = "TerminalQueueError";
  constructor(
    readonly code: TerminalQueueErrorCode,
    readonly uuid: string,
    message: string,
  ) {
    super(message);
  }
}

export type StreamEvent =
  | { kind: "data"; text: string }
  | { kind: "link-success" }
  | { kind: "exec-success" }
  | { kind: "exec-error" }
  | { kind: "exec-completed" }
  | { kind: "stream-error" };

export interface StreamEventResult {
  tasks: TerminalTask[];
  /**
   * The caller must close the event stream. It also means the task has finished: run
   * its callback and look for the next task with nextTaskToStart.
   */
  closeStream: boolean;
}

type Tasks = readonly TerminalTask[];

const isRunning = (t: TerminalTask) =>
  t.status === TaskStatus.Connecting || t.status === TaskStatus.Executing;
const isFailure = (t: TerminalTask) => t.status === TaskStatus.Failed || t.status === TaskStatus.Unknown;

export function newTask(input: {
  uuid: string;
  command: string;
  createTime: number;
  blockOnFailure?: boolean;
  extend?: string;
}): TerminalTask {
  return {
    uuid: input.uuid,
    createTime: input.createTime,
    status: TaskStatus.Waiting,
    command: input.command,
    message: [],
    showMessage: false,
    blockOnFailure: input.blockOnFailure ?? true,
    extend: input.extend ?? "",
  };
}

/** Every status change goes through here so a blocking failure always reveals its output. */
function withStatus(task: TerminalTask, status: TaskStatus): TerminalTask {
  const next = { ...task, status };
  if ((status === TaskStatus.Failed || status === TaskStatus.Unknown) && task.blockOnFailure) {
    next.showMessage = true;
  }
  return next;
}

function locate(tasks: Tasks, uuid: string): { i: number; task: TerminalTask } {
  const i = tasks.findIndex((t) => t.uuid === uuid);
  const task = tasks[i];
  if (!task) throw new TerminalQueueError("not-found", uuid, `no terminal task ${uuid}`);
  return { i, task };
}

function replaceAt(tasks: Tasks, index: number, task: TerminalTask): TerminalTask[] {
  return tasks.map((t, i) => (i === index ? task : t));
}

const appendOutput = (task: TerminalTask, text: string): TerminalTask => ({
  ...task,
  message: [...task.message, text],
});

export function clearSuccessTasks(tasks: Tasks): TerminalTask[] {
  return tasks.filter((t) => t.status !== TaskStatus.Success);
}

/**
 * Appends a task. With autoClean (the "automatic cleanup task" setting, default 1 = on)
 * finished successful tasks are dropped at the same time.
 * @throws TerminalQueueError "duplicate" when the uuid is already queued.
 */
export function addTask(
  tasks: Tasks,
  task: TerminalTask,
  options: { autoClean?: boolean } = {},
): TerminalTask[] {
  if (tasks.some((t) => t.uuid === task.uuid)) {
    throw new TerminalQueueError("duplicate", task.uuid, `terminal task ${task.uuid} already exists`);
  }
  const kept = (options.autoClean ?? true) ? clearSuccessTasks(tasks) : [...tasks];
  return [...kept, task];
}

/**
 * The queue runs one task at a time, in order: nothing starts while any task is
 * connecting or executing, a failed/unknown task stops the queue only if it blocks on
 * failure, and successful or non-blocking failed tasks are passed over.
 */
export function nextTaskToStart(tasks: Tasks): TerminalTask | undefined {
  if (tasks.some(isRunning)) return undefined;
  for (const task of tasks) {
    if (task.status === TaskStatus.Waiting) return task;
    if (isFailure(task) && task.blockOnFailure) return undefined;
  }
  return undefined;
}

/** True when a task added now (at the end) could never start. */
export function isQueueBlocked(tasks: Tasks): boolean {
  return tasks.some((t) => isFailure(t) && t.blockOnFailure);
}

/**
 * Moves the next startable task to Connecting; the caller then opens its stream.
 * @throws TerminalQueueError "not-found" | "invalid-state" (not Waiting) |
 *   "running" (another task runs) | "not-next" (blocked, or an earlier task waits).
 */
export function startTask(tasks: Tasks, uuid: string): TerminalTask[] {
  const { i, task } = locate(tasks, uuid);
  if (task.status !== TaskStatus.Waiting) {
    throw new TerminalQueueError("invalid-state", uuid, `terminal task ${uuid} is not waiting`);
  }
  if (tasks.some(isRunning)) {
    throw new TerminalQueueError("running", uuid, "another terminal task is running");
  }
  if (nextTaskToStart(tasks)?.uuid !== uuid) {
    throw new TerminalQueueError("not-next", uuid, `terminal task ${uuid} is not next in the queue`);
  }
  return replaceAt(tasks, i, withStatus(task, TaskStatus.Connecting));
}

/** Convenience for the usual "something changed, start whatever is next" step. */
export function startNextTask(tasks: Tasks): { tasks: TerminalTask[]; started: TerminalTask | undefined } {
  const next = nextTaskToStart(tasks);
  if (!next) return { tasks: [...tasks], started: undefined };
  const updated = startTask(tasks, next.uuid);
  return { tasks: updated, started: updated.find((t) => t.uuid === next.uuid) };
}

/**
 * Applies one message of a task's event stream.
 * - Connecting/Executing: link-success -> Executing; exec-success -> Success;
 *   exec-error, exec-completed, stream-error -> Failed and close; data is appended.
 * - Success (the command already reported success): data is still appended;
 *   exec-completed, exec-error and stream-error close the stream but the status stays
 *   Success, since the command itself succeeded.
 * - Waiting, Failed, Unknown, or a uuid no longer queued: the stream is stale (its
 *   task was never started here, already ended, or was recovered after a reload), so
 *   nothing changes and it is closed.
 */
export function applyStreamEvent(tasks: Tasks, uuid: string, event: StreamEvent): StreamEventResult {
  const i = tasks.findIndex((t) => t.uuid === uuid);
  const task = tasks[i];
  if (!task) return { tasks: [...tasks], closeStream: true };
  const terminal =
    event.kind === "exec-error" || event.kind === "exec-completed" || event.kind === "stream-error";

  if (task.status === TaskStatus.Success) {
    if (event.kind === "data") {
      return { tasks: replaceAt(tasks, i, appendOutput(task, event.text)), closeStream: false };
    }
    return { tasks: [...tasks], closeStream: terminal };
  }
  if (!isRunning(task)) return { tasks: [...tasks], closeStream: true };

  switch (event.kind) {
    case "data":
      return { tasks: replaceAt(tasks, i, appendOutput(task, event.text)), closeStream: false };
    case "link-success":
      return { tasks: replaceAt(tasks, i, withStatus(task, TaskStatus.Executing)), closeStream: false };
    case "exec-success":
      return { tasks: replaceAt(tasks, i, withStatus(task, TaskStatus.Success)), closeStream: false };
    case "exec-error":
    case "exec-completed":
    case "stream-error":
      return { tasks: replaceAt(tasks, i, withStatus(task, TaskStatus.Failed)), closeStream: true };
  }
}

/**
 * Puts a finished-but-unsuccessful task back in the queue with a clean output.
 * @throws TerminalQueueError "not-found" | "invalid-state" (only Failed or Unknown tasks retry).
 */
export function retryTask(tasks: Tasks, uuid: string): TerminalTask[] {
  const { i, task } = locate(tasks, uuid);
  if (!isFailure(task)) {
    throw new TerminalQueueError("invalid-state", uuid, `terminal task ${uuid} has not failed`);
  }
  return replaceAt(tasks, i, { ...withStatus(task, TaskStatus.Waiting), message: [], showMessage: false });
}

export function canDeleteTask(task: TerminalTask): boolean {
  return !isRunning(task);
}

/**
 * A running task owns an open stream on the server, so it cannot be deleted.
 * @throws TerminalQueueError "not-found" | "running".
 */
export function deleteTask(tasks: Tasks, uuid: string): TerminalTask[] {
  const { i, task } = locate(tasks, uuid);
  if (!canDeleteTask(task)) {
    throw new TerminalQueueError("running", uuid, `terminal task ${uuid} is running and cannot be deleted`);
  }
  return tasks.filter((_, j) => j !== i);
}

/** After a reload no stream survives, so a task that was mid-run has an unknown outcome. */
export function recoverOnStart(tasks: Tasks): TerminalTask[] {
  return tasks.map((t) => (isRunning(t) ? withStatus(t, TaskStatus.Unknown) : t));
}
