import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";

/** Size and sha256 (hex) of a file on this machine, read as a stream. */
export async function digestOf(path: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest("hex") };
}
