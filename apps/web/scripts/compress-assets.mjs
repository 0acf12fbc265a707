// After `vite build`: writes `.br` and `.gz` beside each compressible file of dist/assets, which the
// server sends to browsers that accept them (@fastify/static `preCompressed`), so scripts and styles
// are compressed once, at build time, at the highest settings.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const assets = join(dirname(fileURLToPath(import.meta.url)), "..", "dist", "assets");
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|woff)$/;
/** Below this, the compressed file saves less than it costs to look up. */
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(assets)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = join(assets, name);
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: 9 });
  // A coding that does not make the file smaller is not offered.
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  files += 1;
  before += body.length;
  after += Math.min(br.length, body.length);
}
console.log(
  `compressed ${files} assets: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB brotli`,
);
