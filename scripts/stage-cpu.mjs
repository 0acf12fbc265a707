// The processor time a stage used: its command runs under `sh`, whose `times` prints the user and system
// time of the processes it waited for, with everything they waited for in turn (test workers, browsers,
// servers a test started and stopped). A process nobody waits for (a server started as a daemon) is not
// counted. On a machine whose cores are all busy, the wall time of `npm test` is about the sum of the
// stages' processor time divided by the cores: the figure to look at before adding a slow test.
import { existsSync, readFileSync } from "node:fs";

/** The command and arguments that run `command args...` and write its processor times to `file`. */
export function timedCommand(command, args, file) {
  return ["sh", ["-c", '"$@"; status=$?; times > "$0"; exit $status', file, command, ...args]];
}

/** The user plus system seconds `times` wrote for the waited-for children, or undefined. */
export function cpuSeconds(file) {
  if (!existsSync(file)) return undefined;
  const children = readFileSync(file, "utf8").trim().split("\n")[1] ?? "";
  const match = /(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/.exec(children);
  if (!match) return undefined;
  const [, um, us, sm, ss] = match.map(Number);
  return um * 60 + us + sm * 60 + ss;
}
