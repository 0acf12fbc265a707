import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { contractOperations } from "../plugins/contract.ts";
import { SERVER_DIR } from "../test/server-process.ts";

type Service = {
  restart?: string;
  healthcheck?: { test?: string | string[]; interval?: string; retries?: number };
  depends_on?: Record<string, { condition?: string; restart?: boolean }>;
  environment?: Record<string, string>;
  stop_grace_period?: string;
};

const compose = parse(readFileSync(join(SERVER_DIR, "..", "..", "docker-compose.yml"), "utf8")) as {
  services: Record<string, Service>;
};

describe("docker-compose.yml: services that come back and report their health", () => {
  it("restarts both services unless they were stopped on purpose", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["db", "server"]);
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.restart, name).toMatch(/^(unless-stopped|always)$/);
    }
  });

  it("checks the database with pg_isready and the server through its health endpoint", () => {
    const db = compose.services.db?.healthcheck?.test;
    expect(JSON.stringify(db)).toContain("pg_isready");
    const server = JSON.stringify(compose.services.server?.healthcheck?.test);
    expect(server).toContain("/api/health");
    // The endpoint the check calls is one the server serves.
    expect(contractOperations().some((op) => op.method === "get" && op.path === "/api/health")).toBe(true);
    expect(compose.services.server?.healthcheck?.retries).toBeGreaterThan(0);
  });

  it("starts the server once the database is healthy, and does not restart it with the database", () => {
    expect(compose.services.server?.depends_on?.db).toEqual({ condition: "service_healthy", restart: false });
    expect(compose.services.server?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@db:5432\//);
  });

  it("names the site's address, which the server needs in production", () => {
    expect(compose.services.server?.environment?.SITE_URL).toMatch(/^\$\{SITE_URL:-https?:\/\/.+\}$/);
  });

  it("gives the server longer than its own drain time to stop", () => {
    expect(Number.parseInt(compose.services.server?.stop_grace_period ?? "0", 10)).toBeGreaterThan(10);
  });
});
