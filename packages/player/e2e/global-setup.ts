/// <reference types="node" />
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildHarness } from "./build-harness.ts";
import { generateMedia } from "./media-fixtures.ts";
import { startMediaServer } from "./media-server.ts";

/**
 * Makes the media with ffmpeg, builds the harness and serves both on 127.0.0.1; the address reaches
 * the tests through PLAYER_HARNESS_URL. Everything lives in one temp folder removed at teardown.
 */
export default async function globalSetup() {
  const dir = mkdtempSync(join(tmpdir(), "corp-player-e2e-"));
  generateMedia(join(dir, "media"));
  await buildHarness(join(dir, "harness"));
  const { url, server } = await startMediaServer({
    harness: join(dir, "harness"),
    media: join(dir, "media"),
  });
  process.env.PLAYER_HARNESS_URL = url;
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  };
}
