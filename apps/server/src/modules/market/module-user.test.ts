import { chmod, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moduleUser, UNPRIVILEGED } from "./module-user.ts";

describe("the user a module's process runs as", () => {
  let base: string;
  const paths = (root: string) => ({ node: process.execPath, host: import.meta.filename, root });

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), "module-user-"));
    await chmod(base, 0o755);
    await mkdir(join(base, "open", "notice"), { recursive: true, mode: 0o755 });
    await mkdir(join(base, "closed", "notice"), { recursive: true });
    await chmod(join(base, "closed"), 0o700);
  });
  afterAll(() => rm(base, { recursive: true, force: true }));

  it("is the unprivileged user under a root server when it can reach Node, the host file and the module's folder", () => {
    expect(moduleUser(paths(join(base, "open", "notice")), 0)).toEqual({ user: UNPRIVILEGED, reason: null });
  });

  it("is the server's own user, with the folder it cannot reach, when a folder above the module's is closed", () => {
    expect(moduleUser(paths(join(base, "closed", "notice")), 0)).toEqual({
      user: null,
      reason: `${join(base, "closed", "notice")} is out of reach of user ${UNPRIVILEGED.uid}`,
    });
  });

  it("is the server's own user, without complaint, when the server is not root", () => {
    expect(moduleUser(paths(join(base, "open", "notice")), 1000)).toEqual({ user: null, reason: null });
  });
});
