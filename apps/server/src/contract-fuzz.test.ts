import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOKEN_TTL } from "./auth/tokens.ts";
import { type ContractOperation, contractOperations } from "./plugins/contract.ts";
import { restOperations } from "./routes/admin/crud-adapter.ts";
import { deref, type Schema } from "./test/fuzz/contract-schemas.ts";
import { type PathValues, type Variant, variantsOf } from "./test/fuzz/request-variants.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";

type Parameter = { name: string; in: string; schema?: Schema };

/**
 * Of the variants of an operation, one in this many is sent each run besides the documented request, which
 * always is; which ones rotates with the run's seed, so that every variant is sent over a few runs.
 */
const ROTATION = 4;

/**
 * How many variants, besides the documented request, a table's own operation is asked each run, and an
 * anonymous caller an admin's operation: each of these takes one path (the generic route, the refusal), so
 * a few spread over the kinds of variant do, rotated like the others.
 */
const TABLE_VARIANTS = 3;

/** The seed of the run's choice of variants: FUZZ_SEED when set (to repeat a run), a random one otherwise. */
function fuzzSeed(): number {
  const given = process.env.FUZZ_SEED;
  if (given === undefined || given === "") return randomInt(2 ** 31);
  const seed = Number(given);
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`FUZZ_SEED is not a whole number: ${given}`);
  return seed;
}

/** Numbers in [0, 1) from a seed (mulberry32): the same seed gives the same choices. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

/**
 * The documented request, and every `every`-th of the others from an offset the generator draws: the
 * variants are listed by what they change (path, query, body fields, body types, files), so each kind
 * keeps its share.
 */
function rotate(all: Variant[], every: number, random: () => number): Variant[] {
  if (every <= 1) return all;
  const offset = Math.floor(random() * every);
  return all.filter((_, i) => i === 0 || i % every === offset);
}

/** The operation's success answer is not JSON (a CSV file, a picture): a 2xx of another type is expected. */
function answersFile(op: ContractOperation): boolean {
  const ok = (op.operation.responses as Record<string, { content?: Record<string, unknown> }>)["200"];
  const types = Object.keys(deref(ok ?? {}).content ?? {});
  return types.length > 0 && !types.includes("application/json");
}

function isEnvelope(body: string): boolean {
  try {
    const value = JSON.parse(body) as Record<string, unknown>;
    return (
      typeof value.code === "number" &&
      typeof value.msg === "string" &&
      typeof value.time === "number" &&
      "data" in value
    );
  } catch {
    return false;
  }
}

/** Every input of an operation that is not bounded by the contract, as "where: schema". */
function unboundedInputs(op: ContractOperation): string[] {
  const out: string[] = [];
  const visit = (node: Schema, where: string, depth = 0) => {
    const s = deref(node);
    if (depth > 10) return;
    for (const part of [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])])
      visit(part, where, depth + 1);
    const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
    const bounded = s.enum !== undefined || s.const !== undefined;
    if ((types.includes("integer") || types.includes("number")) && !bounded) {
      const least = s.minimum ?? s.exclusiveMinimum;
      const most = s.maximum ?? s.exclusiveMaximum;
      if (least === undefined || most === undefined) out.push(`${where}: number without minimum and maximum`);
    }
    if (types.includes("string") && !bounded && s.maxLength === undefined && s.pattern === undefined) {
      if (s.format !== "binary") out.push(`${where}: string without maxLength or pattern`);
    }
    if (types.includes("array") && s.maxItems === undefined) out.push(`${where}: array without maxItems`);
    for (const [name, property] of Object.entries(s.properties ?? {}))
      visit(property, `${where}.${name}`, depth + 1);
    if (s.items) visit(s.items, `${where}[]`, depth + 1);
  };
  for (const p of ((op.operation.parameters as Parameter[] | undefined) ?? []).map((x) => deref(x))) {
    if (p.schema) visit(p.schema, `${p.in} ${p.name}`);
  }
  const body = deref((op.operation.requestBody as Schema | undefined) ?? {}) as {
    content?: Record<string, { schema: Schema }>;
  };
  for (const [type, media] of Object.entries(body.content ?? {})) visit(media.schema, `body ${type}`);
  return out;
}

describe("the contract bounds every input", () => {
  it("every integer has a minimum and maximum, every string a length or pattern, every list a size", () => {
    const unbounded = contractOperations().flatMap((op) =>
      unboundedInputs(op).map((problem) => `${op.method.toUpperCase()} ${op.path} ${problem}`),
    );
    expect(unbounded).toEqual([]);
  });
});

// What it asks is how the HTTP layer answers bad input, the same whatever database is behind it: it runs in
// `npm test` (PGlite), not again on CI's PostgreSQL server (DATABASE_URL), which has its own suites.
describe.skipIf(process.env.DATABASE_URL)(
  "contract-driven fuzzing: every operation, as anonymous, member and admin",
  () => {
    let t: TestApp;
    const tokens = { member: "", admin: "" };
    let memberId = 0;

    const issueSessions = async () => {
      tokens.admin = await t.services.tokens.issue("admin", 1, TOKEN_TTL.access);
      tokens.member = await t.services.tokens.issue("user", memberId, TOKEN_TTL.access);
    };

    beforeAll(async () => {
      t = await createTestApp();
      const reg = await t.app.inject({
        method: "POST",
        url: "/api/user/checkIn",
        payload: {
          tab: "register",
          username: "fuzz_member",
          password: "fuzz-Pass1",
          email: "fuzz@example.com",
        },
      });
      memberId = reg.json().data.userInfo.id;
      await issueSessions();
    });
    afterAll(() => t.close());

    it("answers schema-violating and boundary inputs with no 5xx, every answer in the envelope", async () => {
      const seed = fuzzSeed();
      console.info(`contract fuzz seed: ${seed} (FUZZ_SEED=${seed} to repeat)`);
      const random = seededRandom(seed);
      const controllers = restOperations().map((r) => r.controller);
      const dotted = [...new Set(controllers)].map((c) => {
        const [area = "", name = ""] = c.split(".");
        return `${area}.${name.charAt(0).toUpperCase()}${name.slice(1)}`;
      });
      const pathValues: PathValues = {
        controller: dotted,
        area: dotted.map((c) => c.split(".")[0] ?? ""),
        day: ["20240101"],
        file: ["missing.png"],
      };
      const failures: string[] = [];
      const asked = new Set<string>();
      let sent = 0;
      let pool = 0;
      // Which path value (a generic route's controller) each operation is asked with rotates with the seed too.
      let pick = seed;
      const operations = contractOperations();
      for (const op of operations) {
        const fileAnswer = answersFile(op);
        const callers: [string, Record<string, string>][] = [
          ["anonymous", {}],
          ["member", { "ba-user-token": tokens.member }],
          ["admin", { batoken: tokens.admin }],
        ];
        // A member's or an admin's token changes nothing on an operation that does not read it: there that
        // caller is asked the documented request only, the bad inputs go to the other callers.
        const securityText = JSON.stringify(op.operation.security ?? []);
        const reads = {
          member: securityText.includes("memberToken"),
          admin: securityText.includes("adminToken"),
        };
        // A table's own operation (openapi/collections.yaml) is served by the generic route fuzzed above with
        // every controller: it is asked as the admin only, a few of its variants spread over its fields.
        const ownTable = op.operation["x-collection"] !== undefined;
        // An anonymous caller is refused an admin's operation before its input is read: a few variants show
        // the refusal keeps the envelope whatever is sent; the admin is asked a share of every kind.
        const security = (op.operation.security ?? []) as Record<string, unknown>[];
        const adminOnly = security.length > 0 && security.every((s) => "adminToken" in s);
        for (const [who, identity] of ownTable ? callers.slice(2) : callers) {
          const all: Variant[] = variantsOf(op, pathValues, pick++);
          const [first] = all;
          if (who === "anonymous" && first) {
            all.push(
              { ...first, label: "long token", headers: { ...first.headers, batoken: "x".repeat(5000) } },
              { ...first, label: "junk language", headers: { ...first.headers, "think-lang": "xx;q=<>" } },
            );
          }
          pool += all.length;
          const sampled = ownTable || (who === "anonymous" && adminOnly);
          const every = sampled ? Math.ceil(all.length / TABLE_VARIANTS) : ROTATION;
          const variants =
            (who === "member" || who === "admin") && !reads[who]
              ? all.slice(0, 1)
              : rotate(all, every, random);
          for (const v of variants) {
            const headers = {
              ...v.headers,
              ...(who === "admin" ? { batoken: tokens.admin } : {}),
              ...identity,
            };
            const res = await t.app.inject({
              method: v.method as "GET",
              url: v.url,
              headers,
              payload: v.payload,
            });
            sent++;
            asked.add(`${op.method} ${op.path}`);
            const where = `${who} ${op.method.toUpperCase()} ${op.path} [${v.label}] -> ${res.statusCode}`;
            if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 120)}`);
            else if (!(fileAnswer && res.statusCode < 300) && !isEnvelope(res.body)) {
              failures.push(`${where} not an envelope: ${res.body.slice(0, 120)}`);
            }
            // A logout ends the session the next requests would use.
            if (op.path.endsWith("/logout")) await issueSessions();
          }
        }
      }
      console.info(
        `contract fuzzing: ${sent} of ${pool} requests sent (seed ${seed}), ${failures.length} failures`,
      );
      expect(failures, `FUZZ_SEED=${seed}`).toEqual([]);
      // Every operation was asked, a share of a full set of variants (the generator lost none).
      expect(asked.size).toBe(operations.length);
      expect(pool).toBeGreaterThan(30_000);
      expect(sent).toBeGreaterThan(2000);
    }, 240_000);
  },
);
