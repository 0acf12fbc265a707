import { createHash } from "node:crypto";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

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

/**
 * How hard an answer is compressed. An answer is first compressed quickly, as it may never be asked for
 * again (a page with a one-off query string); once it is sent again it is compressed well, off the event
 * loop, and the smaller bytes are sent from then on.
 */
type Effort = "quick" | "thorough";

const BROTLI_QUALITY: Record<Effort, number> = { quick: 3, thorough: 5 };
const GZIP_LEVEL: Record<Effort, number> = { quick: 4, thorough: 6 };

const brotliOptions = (body: Buffer, effort: Effort) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

function compress(body: Buffer, coding: Coding, effort: Effort): Buffer {
  return coding === "gzip"
    ? gzipSync(body, { level: GZIP_LEVEL[effort] })
    : brotliCompressSync(body, brotliOptions(body, effort));
}

/**
 * The same bytes as `compress`, made on libuv's thread pool: the event loop goes on meanwhile. It costs
 * more CPU in all than compressing in place, so it is kept for improving answers already sent.
 */
function compressOffThread(body: Buffer, coding: Coding, effort: Effort): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (coding === "gzip") gzip(body, { level: GZIP_LEVEL[effort] }, done);
    else brotliCompress(body, brotliOptions(body, effort), done);
  });
}

/** The answer compressed in one coding, how well, and whether better bytes are being made. */
type Encoded = { bytes: Buffer; effort: Effort; improving?: boolean };

/** The bytes of one answer at one moment, in each coding asked for so far. */
type Variant = { second: number; identity: Buffer; encoded: Partial<Record<Coding, Encoded>> };

type Sent = { body: Buffer; coding: Coding | undefined };

const ENVELOPE_TIME = /^\{"code":1,"msg":"(?:[^"\\]|\\.)*","time":(\d+)/;

/** Where a JSON envelope's `time` digits sit in `body`: their offset and length, or undefined. */
function envelopeTime(body: Buffer, type: string): { at: number; length: number } | undefined {
  if (!type.includes("json")) return undefined;
  const match = ENVELOPE_TIME.exec(body.subarray(0, 2048).toString());
  const digits = match?.[1];
  if (!match || !digits) return undefined;
  return { at: Buffer.byteLength(match[0]) - digits.length, length: digits.length };
}

/**
 * The entity tag of an answer: a digest of what it shows, so it changes exactly when the bytes do and is
 * the same from every process and every build that would send those bytes. A JSON envelope's `time`
 * (the moment of the answer, not its content) is left out.
 */
export function contentTag(body: Buffer, type: string): string {
  const time = envelopeTime(body, type);
  const hash = createHash("sha1").update(type).update("\0");
  if (time) hash.update(body.subarray(0, time.at)).update(body.subarray(time.at + time.length));
  else hash.update(body);
  return `W/"${hash.digest("base64url").slice(0, 22)}"`;
}

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
    /** Its `contentTag`. */
    readonly tag: string,
    now: number,
  ) {
    this.storedAt = now;
    const time = envelopeTime(body, type);
    this.timeAt = time?.at ?? -1;
    this.timeLength = time?.length ?? 0;
    this.variant = { second: this.secondOf(now), identity: body, encoded: {} };
  }

  /** -1 for answers without an envelope time: their bytes never change. */
  private secondOf(now: number): number {
    return this.timeAt < 0 ? -1 : Math.floor(now / 1000);
  }

  /** The variant for this second; a JSON envelope gets the current time written in. */
  private current(now: number): Variant {
    const second = this.secondOf(now);
    if (second !== this.variant.second) {
      const identity = Buffer.from(this.body);
      const digits = String(second);
      if (digits.length === this.timeLength) identity.write(digits, this.timeAt, "latin1");
      this.variant = { second, identity, encoded: {} };
    }
    return this.variant;
  }

  /**
   * The bytes to send the first time, just after the answer was made: compressed quickly, as most
   * answers made for one request (a one-off query string) are never asked for again.
   */
  firstBytes(coding: Coding | undefined, now: number): Sent {
    const variant = this.current(now);
    if (!coding || variant.identity.length < MIN_COMPRESSED_BYTES)
      return { body: variant.identity, coding: undefined };
    const bytes = compress(variant.identity, coding, "quick");
    variant.encoded[coding] ??= { bytes, effort: "quick" };
    return { body: bytes, coding };
  }

  /**
   * The answer's bytes now, in `coding` when it is worth it; and the coding they are in. An answer sent
   * again is compressed well in the background; until that is done the quick bytes are sent.
   */
  bytesFor(coding: Coding | undefined, now: number): Sent {
    const variant = this.current(now);
    const { identity, encoded } = variant;
    if (!coding || identity.length < MIN_COMPRESSED_BYTES) return { body: identity, coding: undefined };
    const held = encoded[coding];
    if (!held) {
      const bytes = compress(identity, coding, "thorough");
      encoded[coding] = { bytes, effort: "thorough" };
      return { body: bytes, coding };
    }
    if (held.effort === "quick" && !held.improving) {
      held.improving = true;
      compressOffThread(identity, coding, "thorough").then(
        (bytes) => {
          if (encoded[coding] === held) encoded[coding] = { bytes, effort: "thorough" };
        },
        () => undefined, // the quick bytes stay
      );
    }
    return { body: held.bytes, coding };
  }
}

/**
 * Answers by key, least recently used dropped first, within a count and a budget of the answers' bytes
 * (their compressed copies come on top, a fraction of that). A key names what the answer was made from
 * (the content versions it depends on, URL, varying headers), so a stored answer stays right while its
 * key is asked for; keys of old versions age out.
 */
export class AnswerStore {
  private readonly entries = new Map<string, StoredAnswer>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string): StoredAnswer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  delete(key: string): void {
    const held = this.entries.get(key);
    if (!held) return;
    this.entries.delete(key);
    this.bytes -= held.body.length;
  }

  set(key: string, answer: StoredAnswer): void {
    if (this.maxEntries <= 0) return;
    this.delete(key);
    this.entries.set(key, answer);
    this.bytes += answer.body.length;
    while (this.entries.size > this.maxEntries || (this.bytes > this.maxBytes && this.entries.size > 1)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  /** How many answers are held, and their bytes. */
  get usage(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
