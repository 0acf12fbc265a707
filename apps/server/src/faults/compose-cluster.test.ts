import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkServingEnv, ENV_NAMES, readEnv } from "../env.ts";
import {
  defaultEnvironment,
  dockerfileEnv,
  namedVolumeAt,
  REPO_DIR,
  readCompose,
  type Service,
  serverServices,
  unsetValue,
} from "../test/compose.ts";

const compose = readCompose("docker-compose.cluster.yml");
const service = (name: string): Service => compose.services[name] ?? {};
const servers = serverServices(compose);
const caddyfile = readFileSync(join(REPO_DIR, "deploy", "Caddyfile"), "utf8");
/** Services that run once and exit (the bucket's creation); every other one runs for good. */
const ONE_SHOT = ["bucket"];

describe("docker-compose.cluster.yml: two servers behind a proxy, files in an object store", () => {
  it("runs PostgreSQL, MinIO, its bucket's creation, two servers of this repository and Caddy", () => {
    expect(Object.keys(compose.services).sort()).toEqual([
      "bucket",
      "db",
      "minio",
      "proxy",
      "server-a",
      "server-b",
    ]);
    expect(service("db").image).toMatch(/^postgres:\d+/);
    expect(service("minio").image).toBe("minio/minio");
    expect(service("bucket").image).toBe("minio/mc");
    expect(service("proxy").image).toBe("caddy:2");
    expect(servers.map(([name]) => name)).toEqual(["server-a", "server-b"]);
    for (const [, server] of servers) expect(server.build).toBe(".");
  });

  it("restarts and health-checks every long-running service; the one-shot one neither", () => {
    for (const [name, svc] of Object.entries(compose.services)) {
      if (ONE_SHOT.includes(name)) {
        expect(svc.restart, name).toBe("no");
        expect(svc.healthcheck, name).toBeUndefined();
        continue;
      }
      expect(svc.restart, name).toMatch(/^(unless-stopped|always)$/);
      expect(svc.healthcheck?.test, name).toBeDefined();
      expect(svc.healthcheck?.retries, name).toBeGreaterThan(0);
    }
    expect(JSON.stringify(service("db").healthcheck?.test)).toContain("pg_isready");
    expect(service("minio").healthcheck?.test).toEqual(["CMD", "mc", "ready", "local"]);
    for (const [name, server] of servers)
      expect(JSON.stringify(server.healthcheck?.test), name).toContain("/api/health");
  });

  it("keeps every piece of data in a named volume, each server's data folder its own", () => {
    expect(namedVolumeAt(compose, service("db"), "/var/lib/postgresql/data")).toBeDefined();
    // MinIO keeps its objects in the folder its command names.
    expect(service("minio").command).toEqual(expect.arrayContaining(["server", "/data"]));
    expect(namedVolumeAt(compose, service("minio"), "/data")).toBeDefined();
    expect(namedVolumeAt(compose, service("proxy"), "/data")).toBeDefined();
    const dataDir = dockerfileEnv("DATA_DIR") ?? "";
    const serverVolumes = servers.map(([, server]) => namedVolumeAt(compose, server, dataDir));
    expect(serverVolumes.every(Boolean)).toBe(true);
    expect(new Set(serverVolumes).size).toBe(servers.length);
  });

  it("creates the bucket once MinIO is healthy, and starts the servers after it and the database", () => {
    expect(service("bucket").depends_on).toEqual({ minio: { condition: "service_healthy" } });
    const bucket = defaultEnvironment(service("bucket"));
    const store = new URL(bucket.MC_HOST_store ?? "");
    const minio = defaultEnvironment(service("minio"));
    expect([store.host, store.username, store.password]).toEqual([
      "minio:9000",
      minio.MINIO_ROOT_USER,
      minio.MINIO_ROOT_PASSWORD,
    ]);
    const command = (service("bucket").command as string[]).map(unsetValue);
    expect(command.slice(0, 2)).toEqual(["mb", "--ignore-existing"]);
    for (const [name, server] of servers) {
      expect(server.depends_on, name).toEqual({
        db: { condition: "service_healthy" },
        bucket: { condition: "service_completed_successfully" },
      });
      expect(command.at(-1), name).toBe(`store/${defaultEnvironment(server).S3_BUCKET}`);
    }
  });

  it("sets the servers alike, with only settings the server reads, each valid as it parses them", () => {
    const [first, ...others] = servers.map(([, server]) => ({ ...server, volumes: undefined }));
    for (const other of others) expect(other).toEqual(first);
    const environment = defaultEnvironment(first ?? {});
    expect(Object.keys(environment).filter((name) => !(ENV_NAMES as string[]).includes(name))).toEqual([]);
    const env = readEnv(environment);
    expect(() => checkServingEnv(env)).not.toThrow();
    expect(env).toMatchObject({
      FILE_STORE: "s3",
      FILE_DELIVERY: "proxy",
      S3_ENDPOINT: "http://minio:9000",
      S3_FORCE_PATH_STYLE: "true",
      TRUST_PROXY: 1,
    });
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/.+@db:5432\//);
    // The servers reach the bucket with MinIO's account.
    const minio = defaultEnvironment(service("minio"));
    expect([env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY]).toEqual([
      minio.MINIO_ROOT_USER,
      minio.MINIO_ROOT_PASSWORD,
    ]);
  });

  it("requires one site key for every server (unset, each would make a key of its own)", () => {
    for (const [name, server] of servers) {
      expect(server.environment?.SITE_KEY, name).toMatch(/^\$\{SITE_KEY:\?.+\}$/);
    }
  });

  it("keeps a stopping server serving until Caddy's health check has left it out, then drains it", () => {
    const interval = Number.parseInt(caddyfile.match(/^\s*health_interval\s+(\d+)s$/m)?.[1] ?? "", 10);
    for (const [name, server] of servers) {
      const delay = readEnv(defaultEnvironment(server)).STOP_DELAY_SECONDS;
      expect(delay, name).toBeGreaterThan(interval);
      // The delay, then up to 10 s for the requests under way (main.ts), within the grace period.
      expect(Number.parseInt(server.stop_grace_period ?? "0", 10), name).toBeGreaterThan(delay + 10);
    }
  });

  it("publishes only the proxy, which mounts deploy/Caddyfile and keeps its certificates", () => {
    for (const [name, svc] of Object.entries(compose.services)) {
      if (name !== "proxy") expect(svc.ports, name).toBeUndefined();
    }
    expect(service("proxy").ports).toContain("80:80");
    expect(service("proxy").volumes).toContain("./deploy/Caddyfile:/etc/caddy/Caddyfile:ro");
  });
});

describe("deploy/Caddyfile: the proxy in front of the cluster", () => {
  const directive = (name: string) =>
    caddyfile
      .split("\n")
      .map((line) => line.trim())
      .find((line) => line.startsWith(`${name} `))
      ?.split(/\s+/)
      .slice(1);

  it("shares requests between every server of the compose file, on the image's port", () => {
    const port = dockerfileEnv("PORT");
    expect(directive("reverse_proxy")?.filter((word) => word !== "{")).toEqual(
      servers.map(([name]) => `${name}:${port}`),
    );
  });

  it("checks each server through GET /api/health and takes only a 200", () => {
    expect(directive("health_uri")).toEqual(["/api/health"]);
    expect(directive("health_status")).toEqual(["200"]);
    expect(directive("health_interval")).toBeDefined();
  });

  it("chooses a server with least_conn, which finds none only when none is up", () => {
    // round_robin can look at the stopped server twice for one request while another request takes a
    // turn, and Caddy before 2.8 answers a POST that finds no server 503 at once (a restart under load
    // had one write answered 503 with the other server up; docs/ops/compose.md).
    expect(directive("lb_policy")).toEqual(["least_conn"]);
  });

  it("leaves X-Forwarded-For as Caddy sets it, which TRUST_PROXY=1 reads", () => {
    // Caddy replaces what a client wrote there with the address it saw; the servers trust one proxy.
    expect(caddyfile).not.toMatch(/^\s*(header_up\s+[-+]?X-Forwarded-For|trusted_proxies)/im);
    for (const [name, server] of servers) expect(server.environment?.TRUST_PROXY, name).toBe("1");
  });
});
