import { once } from "node:events";
import { createDeflate } from "node:zlib";

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/**
 * A real, decodable black RGB PNG of `width` × `height` whose compressed rows take a few hundred
 * kilobytes: what a "pixel bomb" is (decoding it takes width × height × 3 bytes of memory and more).
 */
export async function pixelBomb(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter method, no interlace
  // Level 1: under a megabyte in about a second; level 9 makes a quarter of that in three times as long.
  const deflate = createDeflate({ level: 1 });
  const parts: Buffer[] = [];
  deflate.on("data", (part: Buffer) => parts.push(part));
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then black pixels
  for (let y = 0; y < height; y++) if (!deflate.write(row)) await once(deflate, "drain");
  deflate.end();
  await once(deflate, "end");
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.concat(parts)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
