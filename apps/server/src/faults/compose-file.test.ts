import { describe, expect, it } from "vitest";
import { checkServingEnv, ENV_NAMES, readEnv } from "../env.ts";
import { contractOperations } from "../plugins/contract.ts";
import { defaultEnvironment, dockerfileEnv, namedVolumeAt, readCompose } from "../test/compose.ts";

const compose = readCompose("docker-compose.yml");
const server = compose.services.server;

describe("docker-compose.yml: one server, services that come back and report their health", () => {
  it("runs PostgreSQL's image and the server built from this repository", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["db", "server"]);
    expect(compose.services.db?.image).toMatch(/^postgres:\d+/);
    expect(server?.build).toBe(".");
  });

  it("restarts both services unless they were stopped on purpose", () => {
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.restart, name).toMatch(/^(unless-stopped|always)$/);
    }
  });

  it("checks the database with pg_isready and the server through its health endpoint", () => {
    const db = compose.services.db?.healthcheck?.test;
    expect(JSON.stringify(db)).toContain("pg_isready");
    expect(JSON.stringify(server?.healthcheck?.test)).toContain("/api/health");
    // The endpoint the check calls is one the server serves.
    expect(contractOperations().some((op) => op.method === "get" && op.path === "/api/health")).toBe(true);
    expect(server?.healthcheck?.retries).toBeGreaterThan(0);
  });

  it("keeps the database's files and the server's data folder in named volumes", () => {
    expect(namedVolumeAt(compose, compose.services.db ?? {}, "/var/lib/postgresql/data")).toBeDefined();
    // The image's DATA_DIR: uploads, resized pictures and installed modules survive a new container.
    const dataDir = dockerfileEnv("DATA_DIR");
    expect(dataDir).toBe("/app/data");
    expect(namedVolumeAt(compose, server ?? {}, dataDir ?? "")).toBeDefined();
  });

  it("starts the server once the database is healthy, and does not restart it with the database", () => {
    expect(server?.depends_on).toEqual({ db: { condition: "service_healthy", restart: false } });
    expect(server?.environment?.DATABASE_URL).toMatch(/^postgres:\/\/.+@db:5432\//);
  });

  it("sets only settings the server reads, each valid as the server parses it", () => {
    const environment = defaultEnvironment(server ?? {});
    expect(Object.keys(environment).filter((name) => !(ENV_NAMES as string[]).includes(name))).toEqual([]);
    const env = readEnv(environment);
    expect(() => checkServingEnv(env)).not.toThrow();
    expect(env).toMatchObject({ FILE_STORE: "local", TRUST_PROXY: false, DATABASE_URL: expect.any(String) });
  });

  it("names the site's address, which the server needs in production", () => {
    expect(server?.environment?.SITE_URL).toMatch(/^\$\{SITE_URL:-https?:\/\/.+\}$/);
  });

  it("gives the server longer than its own drain time to stop", () => {
    expect(Number.parseInt(server?.stop_grace_period ?? "0", 10)).toBeGreaterThan(10);
  });
});
