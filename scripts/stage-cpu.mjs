// The processor time a stage used. Where the system lets us (root, or a delegated control group), each
// stage runs in a control group of its own and its figure is the group's processor time: every process
// the stage started, including those that left their parent, as Chromium's renderers do (its zygote
// forks them twice, so nobody the stage waits for waits for them). Elsewhere the stage's command runs
// under `sh`, whose `times` prints the user and system time of the processes it waited for, with
// everything they waited for in turn; Chromium's renderers and servers started as daemons are then left
// out, and the figure says so (`counted`). On a machine whose cores are all busy, the wall time of
// `npm test` is about the sum of the stages' processor time divided by the cores: the figure to look at
// before adding a slow test.
import { existsSync, mkdirSync, readFileSync, rmdirSync } from "node:fs";
import { join } from "node:path";

/** The control-group hierarchies that count processor time: cgroup v1's cpuacct, or cgroup v2. */
const HIERARCHIES = [
  {
    dir: "/sys/fs/cgroup/cpuacct",
    usage: (group) => Number(readFileSync(join(group, "cpuacct.usage"), "utf8")) / 1e9,
  },
  { dir: "/sys/fs/cgroup/unified", usage: usageV2 },
  { dir: "/sys/fs/cgroup", usage: usageV2 },
];

function usageV2(group) {
  const stat = readFileSync(join(group, "cpu.stat"), "utf8");
  return Number(/^usage_usec (\d+)$/m.exec(stat)?.[1]) / 1e6;
}

/**
 * A new control group for `name`'s processes, or undefined where none can be made here. `usage()` is the
 * processor seconds its processes used so far; `remove()` removes it once they have all ended.
 */
export function stageGroup(name) {
  for (const hierarchy of HIERARCHIES) {
    if (!existsSync(join(hierarchy.dir, "cgroup.procs"))) continue;
    const group = join(hierarchy.dir, `corpsite-test-${process.pid}-${name}`);
    try {
      mkdirSync(group);
      hierarchy.usage(group);
    } catch {
      continue;
    }
    return {
      dir: group,
      usage: () => hierarchy.usage(group),
      remove: () => {
        try {
          rmdirSync(group);
        } catch {
          // a process of the stage still runs (a server it left behind): the group stays until it ends
        }
      },
    };
  }
  return undefined;
}

/**
 * The command and arguments that run `command args...` (in control group `group` when given) and write
 * its processor times to `file`.
 */
export function timedCommand(command, args, file, group) {
  return [
    "sh",
    [
      "-c",
      '[ -z "$1" ] || echo $$ > "$1/cgroup.procs"; shift; "$@"; status=$?; times > "$0"; exit $status',
      file,
      group?.dir ?? "",
      command,
      ...args,
    ],
  ];
}

/**
 * The stage's processor seconds and how they were counted ("control group", or "waited-for processes"
 * from `times`' file), or undefined.
 */
export function stageCpu(file, group) {
  if (group) {
    try {
      return { seconds: group.usage(), counted: "control group" };
    } catch {
      // the group went away: fall back to what `sh` counted
    }
  }
  if (!existsSync(file)) return undefined;
  const children = readFileSync(file, "utf8").trim().split("\n")[1] ?? "";
  const match = /(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/.exec(children);
  if (!match) return undefined;
  const [, um, us, sm, ss] = match.map(Number);
  return { seconds: um * 60 + us + sm * 60 + ss, counted: "waited-for processes" };
}
