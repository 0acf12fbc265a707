import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** The content codings an answer is stored in besides the identity. */
export type Coding = "br" | "gzip";

/** Smaller answers are sent as they are: compressing them saves less than their headers weigh. */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * The coding to send for an `Accept-Encoding` header: brotli, else gzip, else none. A coding listed
 * with `q=0` is refused.
 */
export function preferredCoding(header: string | undefined): Coding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

function compress(body: Buffer, coding: Coding): Buffer {
  if (coding === "gzip") return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** The bytes of one answer at one moment, in each coding asked for so far. */
type Variant = { second: number; identity: Buffer; encoded: Partial<Record<Coding, Buffer>> };

const ENVELOPE_TIME = /^\{"code":1,"msg":"(?:[^"\\]|\\.)*","time":(\d+)/;

/**
 * An answer as sent, kept to be sent again. A JSON envelope's `time` is the moment of the answer, so
 * the stored one is rewritten with the current second (and compressed again) once per second at most.
 */
export class StoredAnswer {
  readonly storedAt: number;
  private readonly timeAt: number;
  private readonly timeLength: number;
  private variant: Variant;

  constructor(
    readonly body: Buffer,
    readonly type: string,
    now: number,
  ) {
    this.storedAt = now;
    const match = type.includes("json") ? ENVELOPE_TIME.exec(body.subarray(0, 2048).toString()) : null;
    const digits = match?.[1];
    this.timeAt = match && digits ? Buffer.byteLength(match[0]) - digits.length : -1;
    this.timeLength = digits?.length ?? 0;
    this.variant = { second: this.secondOf(now), identity: body, encoded: {} };
  }

  /** -1 for answers without an envelope time: their bytes never change. */
  private secondOf(now: number): number {
    return this.timeAt < 0 ? -1 : Math.floor(now / 1000);
  }

  /** Bytes held in memory, for the store's budget. */
  get bytes(): number {
    const { identity, encoded } = this.variant;
    return identity.length + (encoded.br?.length ?? 0) + (encoded.gzip?.length ?? 0);
  }

  /** The answer's bytes now, in `coding` when it is worth it; and the coding they are in. */
  bytesFor(coding: Coding | undefined, now: number): { body: Buffer; coding: Coding | undefined } {
    const second = this.secondOf(now);
    if (second !== this.variant.second) {
      const identity = Buffer.from(this.body);
      const digits = String(second);
      if (digits.length === this.timeLength) identity.write(digits, this.timeAt, "latin1");
      this.variant = { second, identity, encoded: {} };
    }
    const { identity, encoded } = this.variant;
    if (!coding || identity.length < MIN_COMPRESSED_BYTES) return { body: identity, coding: undefined };
    encoded[coding] ??= compress(identity, coding);
    return { body: encoded[coding], coding };
  }
}

/**
 * Answers by tag, least recently used dropped first, within a count and a byte budget. A tag names the
 * content exactly (versions, build, URL, varying headers), so a stored answer stays right until the tag
 * changes; old tags age out.
 */
export class AnswerStore {
  private readonly entries = new Map<string, StoredAnswer>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(tag: string): StoredAnswer | undefined {
    const hit = this.entries.get(tag);
    if (hit) {
      this.entries.delete(tag);
      this.entries.set(tag, hit);
    }
    return hit;
  }

  delete(tag: string): void {
    this.entries.delete(tag);
  }

  set(tag: string, answer: StoredAnswer): void {
    if (this.maxEntries <= 0) return;
    this.entries.delete(tag);
    this.entries.set(tag, answer);
    let bytes = 0;
    for (const entry of this.entries.values()) bytes += entry.bytes;
    while (this.entries.size > this.maxEntries || (bytes > this.maxBytes && this.entries.size > 1)) {
      const oldest = this.entries.entries().next().value;
      if (!oldest) break;
      bytes -= oldest[1].bytes;
      this.entries.delete(oldest[0]);
    }
  }
}
