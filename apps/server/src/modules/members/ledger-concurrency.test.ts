import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../errors.ts";
import { addTestMember, superCaller } from "../../test/admin-caller.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

const CHANGES = 200;

/**
 * Mixed adds and spends, the same every run: every fifth a spend no balance can cover (always refused),
 * every third a spend that may or may not be covered depending on the order the database runs them in.
 */
function changes(): number[] {
  let seed = 12345;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  return Array.from({ length: CHANGES }, (_, i) => {
    if (i % 5 === 4) return -1_000_000;
    if (i % 3 === 2) return -(1 + (next() % 60));
    return 1 + (next() % 40);
  });
}

describe("200 concurrent score changes of one member", () => {
  let t: TestApp;
  let caller: Awaited<ReturnType<typeof superCaller>>;
  let memberId: number;

  beforeAll(async () => {
    t = await createTestApp();
    caller = await superCaller(t);
    memberId = (await addTestMember(t, caller, "busy_one", "busy")).id;
  });
  afterAll(() => t.close());

  it("lose no update, refuse only what would go below zero, and leave a chained ledger summing to the balance", async () => {
    const planned = changes();
    const outcomes = await Promise.allSettled(
      planned.map((score, i) => caller.user.scoreLog.add({ user_id: memberId, score, memo: `change ${i}` })),
    );

    const refusals = outcomes.flatMap((o) => (o.status === "rejected" ? [o.reason as unknown] : []));
    const refusalKeys = refusals.map((e) =>
      e instanceof TRPCError && e.cause instanceof AppError ? e.cause.key : String(e),
    );
    expect(new Set(refusalKeys)).toEqual(new Set(["scoreNotEnough"]));
    const impossible = planned.filter((c) => c === -1_000_000).length;
    expect(refusals.length).toBeGreaterThanOrEqual(impossible);
    const applied = planned.filter((_, i) => outcomes[i]?.status === "fulfilled");
    // Every possible spend among them was planned, so at least the adds went through.
    expect(applied.length).toBeGreaterThanOrEqual(planned.filter((c) => c > 0).length);

    const rows = await t.services.db
      .selectFrom("user_score_log")
      .select(["id", "score", "before", "after", "admin_id"])
      .where("user_id", "=", memberId)
      .orderBy("id")
      .execute();
    const member = await t.services.db
      .selectFrom("user")
      .select("score")
      .where("id", "=", memberId)
      .executeTakeFirstOrThrow();

    expect(rows).toHaveLength(applied.length);
    const ledgerSum = rows.reduce((sum, r) => sum + r.score, 0);
    expect(member.score).toBe(ledgerSum);
    expect(member.score).toBe(applied.reduce((sum, c) => sum + c, 0));
    expect(rows.map((r) => r.score).sort((a, b) => a - b)).toEqual([...applied].sort((a, b) => a - b));

    // In id order each row starts where the previous one ended: the balance moved one change at a time.
    const breaks = rows.flatMap((row, i) => {
      const expected = i === 0 ? 0 : rows[i - 1]?.after;
      return row.before === expected && row.after === row.before + row.score && row.after >= 0 ? [] : [row];
    });
    expect(breaks).toEqual([]);
    expect(rows.at(-1)?.after).toBe(member.score);
    expect(new Set(rows.map((r) => r.admin_id)).size).toBe(1);
  }, 120_000);
});
