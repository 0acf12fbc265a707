import type { DatabaseHandle } from "@corp/db/connection";
import type { PoolUse } from "@corp/db/database-events";
import { Counter, Gauge } from "prom-client";
import { metricsRegistry, PREFIX } from "./registry.ts";

const pools = new Set<() => PoolUse>();

/** One gauge per figure of the pool, summed over the pools watched (one per server process). */
function poolGauge(part: keyof PoolUse, name: string, help: string): void {
  new Gauge({
    name: `${PREFIX}db_pool_${name}`,
    help,
    registers: [metricsRegistry],
    collect() {
      // The embedded database has no pool: 0.
      this.set([...pools].reduce((total, use) => total + use()[part], 0));
    },
  });
}

poolGauge("total", "connections", "Open connections of the PostgreSQL pool");
poolGauge("idle", "idle_connections", "Open connections of the PostgreSQL pool not in use");
poolGauge("waiting", "waiting_clients", "Queries waiting for a connection of the PostgreSQL pool");

const queryErrors = new Counter({
  name: `${PREFIX}db_query_errors_total`,
  help: "Failed database queries by kind: unavailable (the server down or unreachable), badValue (a value that does not fit its column), other",
  labelNames: ["kind"] as const,
  registers: [metricsRegistry],
});

const connectionsLost = new Counter({
  name: `${PREFIX}db_connections_lost_total`,
  help: "Connections of the PostgreSQL pool the server dropped (a restart, a failover)",
  registers: [metricsRegistry],
});

/** Counts the database's failures and reports its pool until the returned function is called. */
export function watchDatabase(database: Pick<DatabaseHandle, "events" | "poolUse">): () => void {
  const stop = database.events.listen((event) => {
    if (event.kind === "query") queryErrors.inc({ kind: event.failure });
    else connectionsLost.inc();
  });
  const { poolUse } = database;
  if (poolUse) pools.add(poolUse);
  return () => {
    stop();
    if (poolUse) pools.delete(poolUse);
  };
}
