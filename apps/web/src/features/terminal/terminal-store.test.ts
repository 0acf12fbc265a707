import { TaskStatus, type TerminalTask } from "@corp/domain/terminal-queue";
import { describe, expect, it, vi } from "vitest";

/** The store module as a fresh page load finds it, with what localStorage holds. */
async function loadWith(stored: unknown) {
  vi.resetModules();
  localStorage.setItem("terminal", JSON.stringify(stored));
  return import("./terminal-store.ts");
}

const task = (uuid: string, status: TaskStatus): TerminalTask => ({
  uuid,
  createTime: 1,
  status,
  command: "version.node",
  message: ["> node --version"],
  showMessage: false,
  blockOnFailure: true,
  extend: "",
});

// Each test imports the store afresh, as a page load does; the first import compiles its modules.
describe("the terminal's stored queue", { timeout: 30_000 }, () => {
  it("turns tasks that were connecting or executing into Unknown on a page load, and shows their output", async () => {
    const { terminalStore } = await loadWith({
      tasks: [task("a", TaskStatus.Success), task("b", TaskStatus.Executing), task("c", TaskStatus.Waiting)],
      autoClean: true,
      dot: false,
    });
    expect(terminalStore.get().tasks.map((t) => t.status)).toEqual([
      TaskStatus.Success,
      TaskStatus.Unknown,
      TaskStatus.Waiting,
    ]);
    expect(terminalStore.get().tasks[1]?.showMessage).toBe(true);
    expect(JSON.parse(localStorage.getItem("terminal") ?? "{}").tasks[1].status).toBe(TaskStatus.Unknown);
  });

  it("starts one task at a time, warns when the queue is blocked, and starts the next when one ends", async () => {
    const { terminalStore, queueTask, onStreamEvent, setStreamOpener, terminalActions } =
      await loadWith(null);
    const opened: string[] = [];
    setStreamOpener((t) => opened.push(t.command));
    expect(queueTask("migrate")).toBe(false);
    expect(queueTask("version.node")).toBe(false);
    expect(opened).toEqual(["migrate"]);
    const [first] = terminalStore.get().tasks;
    expect(onStreamEvent(first?.uuid ?? "", { kind: "link-success" })).toBe(false);
    expect(onStreamEvent(first?.uuid ?? "", { kind: "exec-error" })).toBe(true);
    expect(terminalStore.get().tasks.map((t) => t.status)).toEqual([TaskStatus.Failed, TaskStatus.Waiting]);
    expect(queueTask("build")).toBe(true);
    expect(opened).toEqual(["migrate"]);
    terminalActions.remove(first?.uuid ?? "");
    expect(opened).toEqual(["migrate", "version.node"]);
  });

  it("reads anything else in storage as an empty queue", async () => {
    const { terminalStore } = await loadWith({ tasks: [{ uuid: 1 }], autoClean: "yes" });
    expect(terminalStore.get()).toEqual({ tasks: [], autoClean: true, dot: false });
  });
});
