import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeBomb } from "../test/backup-tamper.ts";
import { filesUnder, UnpackLimit, unpackArchive } from "./backup-archive.ts";

describe("unpacking an archive that may be crafted", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "backup-archive-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("stops a decompression bomb with little written: 256 MB in about 500 KB", async () => {
    const bomb = join(dir, "bomb.tar.gz");
    await writeBomb(bomb, 256 * 1024 * 1024);
    const packed = (await stat(bomb)).size;
    expect(packed).toBeLessThan(1024 * 1024);
    const into = await mkdtemp(join(dir, "into-"));
    const error = await unpackArchive(bomb, into).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnpackLimit);
    expect((error as Error).message).toMatch(/more than 100 times its size/);
    let written = 0;
    for (const path of await filesUnder(into)) written += (await stat(join(into, path))).size;
    // The bound is on the ratio so far: what was written is at most a hundred times what was read.
    expect(written).toBeLessThanOrEqual(100 * packed);
  });
});
