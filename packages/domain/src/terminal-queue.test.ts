import { describe, expect, it } from "vitest";
import {
  addTask,
  applyStreamEvent,
  canDeleteTask,
  clearSuccessTasks,
  deleteTask,
  isQueueBlocked,
  newTask,
  nextTaskToStart,
  recoverOnStart,
  retryTask,
  type StreamEvent,
  startNextTask,
  startTask,
  TaskStatus,
  TerminalQueueError,
  type TerminalTask,
} from "./terminal-queue.ts";

const { Waiting, Connecting, Executing, Success, Failed, Unknown } = TaskStatus;

function task(uuid: string, status: TaskStatus = Waiting, extra: Partial<TerminalTask> = {}): TerminalTask {
  return { ...newTask({ uuid, command: `cmd-${uuid}`, createTime: 1_700_000_000_000 }), status, ...extra };
}

/** Frozen inputs make any in-place mutation throw (modules run in strict mode). */
function frozen(tasks: TerminalTask[]): readonly TerminalTask[] {
  for (const t of tasks) Object.freeze(Object.freeze(t).message);
  return Object.freeze(tasks);
}

const statuses = (tasks: readonly TerminalTask[]) => tasks.map((t) => [t.uuid, t.status]);

function expectQueueError(fn: () => unknown, code: TerminalQueueError["code"]): void {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(TerminalQueueError);
    expect((e as TerminalQueueError).code).toBe(code);
    return;
  }
  expect.fail(`expected TerminalQueueError ${code}`);
}

describe("TaskStatus", () => {
  it("uses the section 4 numbers", () => {
    expect(TaskStatus).toEqual({
      Waiting: 0,
      Connecting: 1,
      Executing: 2,
      Success: 3,
      Failed: 4,
      Unknown: 5,
    });
  });
});

describe("newTask", () => {
  it("creates a waiting task with empty hidden output, blocking by default", () => {
    expect(newTask({ uuid: "u", command: "npm.install", createTime: 5 })).toEqual({
      uuid: "u",
      createTime: 5,
      status: Waiting,
      command: "npm.install",
      message: [],
      showMessage: false,
      blockOnFailure: true,
      extend: "",
    });
  });

  it("takes blockOnFailure and extend", () => {
    const t = newTask({
      uuid: "u",
      command: "c",
      createTime: 0,
      blockOnFailure: false,
      extend: "module-install:x",
    });
    expect(t.blockOnFailure).toBe(false);
    expect(t.extend).toBe("module-install:x");
  });
});

describe("addTask", () => {
  const existing = () =>
    frozen([task("a", Success), task("b", Failed), task("c", Success), task("d", Waiting)]);

  it("appends and auto-cleans successful tasks by default", () => {
    const out = addTask(existing(), task("e"));
    expect(statuses(out)).toEqual([
      ["b", Failed],
      ["d", Waiting],
      ["e", Waiting],
    ]);
  });

  it("auto-cleans when autoClean is true", () => {
    expect(addTask(existing(), task("e"), { autoClean: true }).map((t) => t.uuid)).toEqual(["b", "d", "e"]);
  });

  it("keeps successful tasks when autoClean is false", () => {
    expect(addTask(existing(), task("e"), { autoClean: false }).map((t) => t.uuid)).toEqual([
      "a",
      "b",
      "c",
      "d",
      "e",
    ]);
  });

  it("returns a new array and leaves the input untouched", () => {
    const input = existing();
    const out = addTask(input, task("e"), { autoClean: false });
    expect(out).not.toBe(input);
    expect(input).toHaveLength(4);
  });

  it("refuses a duplicate uuid", () => {
    expectQueueError(() => addTask(existing(), task("b")), "duplicate");
  });
});

describe("clearSuccessTasks", () => {
  it("removes only successful tasks", () => {
    const input = frozen([task("a", Success), task("b", Executing), task("c", Unknown), task("d", Success)]);
    expect(clearSuccessTasks(input).map((t) => t.uuid)).toEqual(["b", "c"]);
  });
});

describe("nextTaskToStart", () => {
  it("is undefined for an empty queue", () => {
    expect(nextTaskToStart([])).toBeUndefined();
  });

  it("picks the first waiting task", () => {
    expect(nextTaskToStart([task("a"), task("b")])?.uuid).toBe("a");
  });

  it("skips successful tasks", () => {
    expect(nextTaskToStart([task("a", Success), task("b"), task("c")])?.uuid).toBe("b");
  });

  it.each([
    ["Connecting", Connecting],
    ["Executing", Executing],
  ])("starts nothing while a task is %s", (_label, status) => {
    expect(nextTaskToStart([task("a", status), task("b")])).toBeUndefined();
  });

  it("starts nothing while a later task runs (one at a time)", () => {
    expect(nextTaskToStart([task("a"), task("b", Executing)])).toBeUndefined();
  });

  it.each([
    ["Failed", Failed],
    ["Unknown", Unknown],
  ])("is blocked by a blocking %s task before the waiting one", (_label, status) => {
    expect(nextTaskToStart([task("a", status, { blockOnFailure: true }), task("b")])).toBeUndefined();
  });

  it.each([
    ["Failed", Failed],
    ["Unknown", Unknown],
  ])("skips a non-blocking %s task", (_label, status) => {
    expect(nextTaskToStart([task("a", status, { blockOnFailure: false }), task("b")])?.uuid).toBe("b");
  });

  it("is not blocked by a blocking failure after the waiting task", () => {
    expect(nextTaskToStart([task("a"), task("b", Failed)])?.uuid).toBe("a");
  });

  it("is undefined when nothing waits", () => {
    expect(
      nextTaskToStart([task("a", Success), task("b", Failed, { blockOnFailure: false })]),
    ).toBeUndefined();
  });
});

describe("isQueueBlocked", () => {
  it("is false for an empty or healthy queue", () => {
    expect(isQueueBlocked([])).toBe(false);
    expect(isQueueBlocked([task("a", Success), task("b", Executing), task("c")])).toBe(false);
  });

  it.each([
    ["Failed", Failed],
    ["Unknown", Unknown],
  ])("is true with a blocking %s task", (_label, status) => {
    expect(isQueueBlocked([task("a", Success), task("b", status, { blockOnFailure: true })])).toBe(true);
  });

  it("is false when the failures do not block", () => {
    expect(
      isQueueBlocked([
        task("a", Failed, { blockOnFailure: false }),
        task("b", Unknown, { blockOnFailure: false }),
      ]),
    ).toBe(false);
  });

  it("agrees with nextTaskToStart for a newly added task", () => {
    const blocked = addTask([task("a", Failed)], task("new"));
    expect(isQueueBlocked(blocked)).toBe(true);
    expect(nextTaskToStart(blocked)).toBeUndefined();
  });
});

describe("startTask", () => {
  it("moves the next waiting task to Connecting without touching others", () => {
    const input = frozen([task("a", Success), task("b"), task("c")]);
    const out = startTask(input, "b");
    expect(statuses(out)).toEqual([
      ["a", Success],
      ["b", Connecting],
      ["c", Waiting],
    ]);
    expect(input[1]?.status).toBe(Waiting);
    expect(out[0]).toBe(input[0]);
  });

  it("refuses an unknown uuid", () => {
    expectQueueError(() => startTask([task("a")], "zzz"), "not-found");
  });

  it.each([
    ["Connecting", Connecting],
    ["Executing", Executing],
    ["Success", Success],
    ["Failed", Failed],
    ["Unknown", Unknown],
  ])("refuses a task that is %s", (_label, status) => {
    expectQueueError(() => startTask([task("a", status)], "a"), "invalid-state");
  });

  it("refuses while another task runs", () => {
    expectQueueError(() => startTask([task("a", Executing), task("b")], "b"), "running");
  });

  it("refuses a task behind a blocking failure", () => {
    expectQueueError(() => startTask([task("a", Failed), task("b")], "b"), "not-next");
  });

  it("refuses to jump the queue", () => {
    expectQueueError(() => startTask([task("a"), task("b")], "b"), "not-next");
  });
});

describe("startNextTask", () => {
  it("starts the next task and reports it", () => {
    const { tasks, started } = startNextTask(
      frozen([task("a", Failed, { blockOnFailure: false }), task("b")]),
    );
    expect(started?.uuid).toBe("b");
    expect(started?.status).toBe(Connecting);
    expect(statuses(tasks)).toEqual([
      ["a", Failed],
      ["b", Connecting],
    ]);
  });

  it("changes nothing when the queue is blocked", () => {
    const input = frozen([task("a", Failed), task("b")]);
    const { tasks, started } = startNextTask(input);
    expect(started).toBeUndefined();
    expect(tasks).toEqual(input);
    expect(tasks).not.toBe(input);
  });
});

describe("applyStreamEvent", () => {
  const run = (status: TaskStatus, event: StreamEvent, extra: Partial<TerminalTask> = {}) => {
    const input = frozen([task("x", Success), task("t", status, { message: ["old"], ...extra }), task("y")]);
    const result = applyStreamEvent(input, "t", event);
    return { ...result, input, t: result.tasks[1] as TerminalTask };
  };

  describe.each([
    ["Connecting", Connecting],
    ["Executing", Executing],
  ])("while %s", (_label, status) => {
    it("link-success -> Executing, stream stays open", () => {
      const r = run(status, { kind: "link-success" });
      expect(r.t.status).toBe(Executing);
      expect(r.closeStream).toBe(false);
    });

    it("exec-success -> Success, stream stays open for the completion message", () => {
      const r = run(status, { kind: "exec-success" });
      expect(r.t.status).toBe(Success);
      expect(r.t.showMessage).toBe(false);
      expect(r.closeStream).toBe(false);
    });

    it.each([["exec-error"], ["exec-completed"], ["stream-error"]] as const)(
      "%s -> Failed, stream closes",
      (kind) => {
        const r = run(status, { kind });
        expect(r.t.status).toBe(Failed);
        expect(r.closeStream).toBe(true);
        expect(r.t.message).toEqual(["old"]);
      },
    );

    it.each([["exec-error"], ["exec-completed"], ["stream-error"]] as const)(
      "%s shows the output of a blocking task",
      (kind) => {
        expect(run(status, { kind }, { blockOnFailure: true }).t.showMessage).toBe(true);
      },
    );

    it.each([["exec-error"], ["exec-completed"], ["stream-error"]] as const)(
      "%s keeps the output hidden for a non-blocking task",
      (kind) => {
        expect(run(status, { kind }, { blockOnFailure: false }).t.showMessage).toBe(false);
      },
    );

    it("data is appended to the output, status unchanged", () => {
      const r = run(status, { kind: "data", text: "added 12 packages" });
      expect(r.t.message).toEqual(["old", "added 12 packages"]);
      expect(r.t.status).toBe(status);
      expect(r.closeStream).toBe(false);
    });

    it("touches only the addressed task and never the input", () => {
      const r = run(status, { kind: "exec-error" });
      expect(r.tasks[0]).toBe(r.input[0]);
      expect(r.tasks[2]).toBe(r.input[2]);
      expect(r.input[1]?.status).toBe(status);
      expect(r.input[1]?.showMessage).toBe(false);
    });
  });

  describe("after exec-success (Success)", () => {
    it("exec-completed closes the stream and keeps Success", () => {
      const r = run(Success, { kind: "exec-completed" });
      expect(r.t.status).toBe(Success);
      expect(r.closeStream).toBe(true);
    });

    it.each([["exec-error"], ["stream-error"]] as const)("%s closes the stream and keeps Success", (kind) => {
      const r = run(Success, { kind });
      expect(r.t.status).toBe(Success);
      expect(r.t.showMessage).toBe(false);
      expect(r.closeStream).toBe(true);
    });

    it("data is still appended", () => {
      const r = run(Success, { kind: "data", text: "done" });
      expect(r.t.message).toEqual(["old", "done"]);
      expect(r.closeStream).toBe(false);
    });

    it.each([["link-success"], ["exec-success"]] as const)("%s changes nothing", (kind) => {
      const r = run(Success, { kind });
      expect(r.t).toEqual(r.input[1]);
      expect(r.closeStream).toBe(false);
    });
  });

  describe.each([
    ["Waiting", Waiting],
    ["Failed", Failed],
    ["Unknown", Unknown],
  ])("stale stream for a %s task", (_label, status) => {
    it.each<[StreamEvent]>([
      [{ kind: "data", text: "late" }],
      [{ kind: "link-success" }],
      [{ kind: "exec-success" }],
      [{ kind: "exec-error" }],
      [{ kind: "exec-completed" }],
      [{ kind: "stream-error" }],
    ])("%j changes nothing and closes", (event) => {
      const r = run(status, event);
      expect(r.tasks).toEqual(r.input);
      expect(r.closeStream).toBe(true);
    });
  });

  it("closes a stream whose task is gone", () => {
    const input = frozen([task("a", Executing)]);
    const r = applyStreamEvent(input, "gone", { kind: "data", text: "x" });
    expect(r.tasks).toEqual(input);
    expect(r.closeStream).toBe(true);
  });

  it("plays a full successful run", () => {
    let tasks = startTask([task("a")], "a");
    const steps: StreamEvent[] = [
      { kind: "link-success" },
      { kind: "data", text: "line 1" },
      { kind: "data", text: "line 2" },
      { kind: "exec-success" },
      { kind: "exec-completed" },
    ];
    const closes: boolean[] = [];
    for (const step of steps) {
      const r = applyStreamEvent(tasks, "a", step);
      tasks = r.tasks;
      closes.push(r.closeStream);
    }
    expect(tasks[0]?.status).toBe(Success);
    expect(tasks[0]?.message).toEqual(["line 1", "line 2"]);
    expect(closes).toEqual([false, false, false, false, true]);
  });
});

describe("retryTask", () => {
  it.each([
    ["Failed", Failed],
    ["Unknown", Unknown],
  ])("puts a %s task back to Waiting with cleared, hidden output", (_label, status) => {
    const input = frozen([task("a", status, { message: ["boom"], showMessage: true })]);
    const out = retryTask(input, "a");
    expect(out[0]).toMatchObject({ status: Waiting, message: [], showMessage: false });
    expect(input[0]?.message).toEqual(["boom"]);
  });

  it("lets the queue move again", () => {
    const out = retryTask([task("a", Failed), task("b")], "a");
    expect(nextTaskToStart(out)?.uuid).toBe("a");
  });

  it.each([
    ["Waiting", Waiting],
    ["Connecting", Connecting],
    ["Executing", Executing],
    ["Success", Success],
  ])("refuses a %s task", (_label, status) => {
    expectQueueError(() => retryTask([task("a", status)], "a"), "invalid-state");
  });

  it("refuses an unknown uuid", () => {
    expectQueueError(() => retryTask([], "a"), "not-found");
  });
});

describe("deleteTask", () => {
  it.each([
    ["Waiting", Waiting],
    ["Success", Success],
    ["Failed", Failed],
    ["Unknown", Unknown],
  ])("deletes a %s task", (_label, status) => {
    const input = frozen([task("a"), task("b", status), task("c")]);
    expect(canDeleteTask(input[1] as TerminalTask)).toBe(true);
    expect(deleteTask(input, "b").map((t) => t.uuid)).toEqual(["a", "c"]);
    expect(input).toHaveLength(3);
  });

  it.each([
    ["Connecting", Connecting],
    ["Executing", Executing],
  ])("refuses a %s task", (_label, status) => {
    const input = [task("a", status)];
    expect(canDeleteTask(input[0] as TerminalTask)).toBe(false);
    expectQueueError(() => deleteTask(input, "a"), "running");
  });

  it("refuses an unknown uuid", () => {
    expectQueueError(() => deleteTask([task("a")], "b"), "not-found");
  });

  it("unblocks the queue when the blocking failure is deleted", () => {
    const out = deleteTask([task("a", Failed), task("b")], "a");
    expect(isQueueBlocked(out)).toBe(false);
    expect(nextTaskToStart(out)?.uuid).toBe("b");
  });
});

describe("recoverOnStart", () => {
  it("marks interrupted tasks Unknown and leaves the rest", () => {
    const input = frozen([
      task("w", Waiting),
      task("c", Connecting),
      task("e", Executing, { blockOnFailure: false }),
      task("s", Success),
      task("f", Failed),
      task("u", Unknown),
    ]);
    const out = recoverOnStart(input);
    expect(statuses(out)).toEqual([
      ["w", Waiting],
      ["c", Unknown],
      ["e", Unknown],
      ["s", Success],
      ["f", Failed],
      ["u", Unknown],
    ]);
    expect(out[0]).toBe(input[0]);
    expect(input[1]?.status).toBe(Connecting);
  });

  it("shows the output of recovered blocking tasks only", () => {
    const out = recoverOnStart([task("c", Connecting), task("e", Executing, { blockOnFailure: false })]);
    expect(out.map((t) => t.showMessage)).toEqual([true, false]);
  });

  it("leaves a blocking recovered task blocking the queue", () => {
    const out = recoverOnStart([task("c", Executing), task("w")]);
    expect(isQueueBlocked(out)).toBe(true);
    expect(nextTaskToStart(out)).toBeUndefined();
  });
});

describe("TerminalQueueError", () => {
  it("carries its code and uuid", () => {
    const e = new TerminalQueueError("running", "abc", "msg");
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe("TerminalQueueError");
    expect(e.code).toBe("running");
    expect(e.uuid).toBe("abc");
    expect(e.message).toBe("msg");
  });
});
