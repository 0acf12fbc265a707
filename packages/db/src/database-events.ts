import type { LogEvent } from "kysely";
import { classifyDatabaseError, type DatabaseFailure } from "./database-errors.ts";

/** A database failure as an operator counts it: a query refused, or a connection the server dropped. */
export type DatabaseEvent = { kind: "query"; failure: DatabaseFailure } | { kind: "connectionLost" };

/** Connections of a PostgreSQL pool: open, idle among them, and callers waiting for one. */
export type PoolUse = { total: number; idle: number; waiting: number };

/**
 * What a database handle tells those who watch it (the server's metrics): its failures as they happen.
 * Nothing is kept; with nobody listening an event costs nothing.
 */
export class DatabaseEvents {
  private readonly listeners = new Set<(event: DatabaseEvent) => void>();

  /** Calls `listener` on every event until the returned function is called. */
  listen(listener: (event: DatabaseEvent) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  emit(event: DatabaseEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /** Kysely's `log` option: every failed query, classified (`database-errors.ts`). */
  readonly kyselyLog = (event: LogEvent): void => {
    if (event.level === "error") this.emit({ kind: "query", failure: classifyDatabaseError(event.error) });
  };
}
