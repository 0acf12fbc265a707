import { statSync } from "node:fs";
import { dirname } from "node:path";

/** An operating-system user and group a module's process runs as. */
export type ModuleUser = { uid: number; gid: number };

/** `nobody` and `nogroup` on Debian, Ubuntu, Alpine and RHEL. */
export const UNPRIVILEGED: ModuleUser = { uid: 65534, gid: 65534 };

/**
 * Whether `user` may reach `path`: search permission on every folder above it, and `bits` (4 read,
 * 1 execute/search, or both) on `path` itself, read from the owner, group or others' bits as they apply.
 */
export function reachableBy(user: ModuleUser, path: string, bits: number): boolean {
  const allowedTo = (target: string, wanted: number) => {
    try {
      const stat = statSync(target);
      const shift = stat.uid === user.uid ? 6 : stat.gid === user.gid ? 3 : 0;
      return ((stat.mode >> shift) & wanted) === wanted;
    } catch {
      return false;
    }
  };
  if (!allowedTo(path, bits)) return false;
  for (let folder = dirname(path); ; folder = dirname(folder)) {
    if (!allowedTo(folder, 1)) return false;
    if (dirname(folder) === folder) return true;
  }
}

/**
 * The user a module's process runs as (ADR 0023): when the server runs as root, `nobody`, provided
 * `nobody` can run Node and read the host file and the module's folder (otherwise the server's own user,
 * with the reason); a server that is not root cannot start a process as another user, and does not try.
 */
export function moduleUser(
  paths: { node: string; host: string; root: string },
  serverUid = process.getuid?.(),
): { user: ModuleUser; reason: null } | { user: null; reason: string | null } {
  if (serverUid !== 0) return { user: null, reason: null };
  const unreadable = [
    [paths.node, 5],
    [paths.host, 4],
    [paths.root, 5],
  ].find(([path, bits]) => !reachableBy(UNPRIVILEGED, String(path), Number(bits)));
  if (unreadable) {
    return { user: null, reason: `${unreadable[0]} is out of reach of user ${UNPRIVILEGED.uid}` };
  }
  return { user: UNPRIVILEGED, reason: null };
}
