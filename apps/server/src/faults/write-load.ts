import type { ServerProcess } from "../test/server-process.ts";

export type Acknowledged = { id: number; name: string };

/**
 * Admins adding menu rules as fast as the server takes them, from `workers` connections at once, until
 * stopped: every row the server acknowledged (answered with its id) is recorded.
 */
export function writeLoad(server: ServerProcess, token: string, workers = 4) {
  const acknowledged: Acknowledged[] = [];
  let running = true;
  let sequence = 0;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const name = `load/rule-${process.pid}-${sequence++}`;
      const res = await fetch(server.url("/admin/auth.Rule/add"), {
        method: "POST",
        headers: { "content-type": "application/json", batoken: token },
        body: JSON.stringify({ type: "button", title: "负载", name, pid: 0 }),
      }).catch(() => undefined);
      const body = res ? await res.json().catch(() => undefined) : undefined;
      if (body?.code === 1) acknowledged.push({ id: body.data.row.id, name });
      else if (!res) return;
    }
  });
  return {
    acknowledged,
    /** Resolves once `count` rows are acknowledged (or the time is up), the writers still writing. */
    reach: async (count: number, timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs;
      while (acknowledged.length < count && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

export async function adminToken(server: ServerProcess, password: string): Promise<string> {
  const res = await fetch(server.url("/admin/index/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password }),
  });
  const body = await res.json();
  if (body.code !== 1) throw new Error(`login failed: ${body.msg}`);
  return body.data.userInfo.token;
}

/**
 * The same rows read through each index and through the table itself, with the index scans switched off
 * and on: a row an index misses or an index entry without its row shows up as a difference.
 */
export const CONSISTENCY_QUERIES = {
  byTable: "set enable_indexscan = off; set enable_bitmapscan = off; set enable_indexonlyscan = off;",
  byIndex:
    "set enable_seqscan = off; set enable_indexscan = on; set enable_bitmapscan = on; set enable_indexonlyscan = on;",
  rows: "select id, name from admin_rule where name like 'load/%' order by id",
  count: "select count(*) as n from admin_rule",
} as const;
