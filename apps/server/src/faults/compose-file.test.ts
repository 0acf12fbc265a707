import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkServingEnv, ENV_NAMES, readEnv } from "../env.ts";
import { contractOperations } from "../plugins/contract.ts";
import { defaultEnvironment, dockerfileEnv, namedVolumeAt, REPO_DIR, readCompose } from "../test/compose.ts";

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
    // `restart` unset: compose restarts a dependent service with its dependency only when it is true.
    expect(server?.depends_on).toEqual({ db: { condition: "service_healthy" } });
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

  it("installs the dependencies of every workspace before it copies the source (one cached layer)", () => {
    const dockerfile = readFileSync(join(REPO_DIR, "Dockerfile"), "utf8");
    const rootPackage = JSON.parse(readFileSync(join(REPO_DIR, "package.json"), "utf8")) as {
      workspaces: string[];
    };
    const workspaces = rootPackage.workspaces.flatMap((pattern) =>
      pattern.endsWith("/*")
        ? readdirSync(join(REPO_DIR, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -1)}${name}`)
        : [pattern],
    );
    const withPackage = workspaces.filter((dir) => existsSync(join(REPO_DIR, dir, "package.json")));
    expect(withPackage.length).toBeGreaterThan(5);
    const install = dockerfile.indexOf("RUN npm ci");
    for (const dir of withPackage) {
      const copy = dockerfile.indexOf(`COPY ${dir}/package.json ${dir}/`);
      expect(copy, dir).toBeGreaterThan(-1);
      expect(copy, dir).toBeLessThan(install);
    }
    expect(dockerfile.indexOf("COPY . .")).toBeGreaterThan(install);
  });

  it("writes no health check argument with a space in it (podman's Docker-compatible API splits them)", () => {
    for (const file of ["docker-compose.yml", "docker-compose.cluster.yml"]) {
      for (const [name, service] of Object.entries(readCompose(file).services)) {
        const test = service.healthcheck?.test;
        if (!Array.isArray(test) || test[0] !== "CMD") continue;
        for (const argument of test) expect(argument, `${file} ${name}`).not.toMatch(/\s/);
      }
    }
  });

  it("gives the running image the CJK font the click captcha draws with (the slim base image has none)", () => {
    const dockerfile = readFileSync(join(REPO_DIR, "Dockerfile"), "utf8");
    const runtime = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
    expect(runtime).toMatch(/apt-get install[^\n]*fonts-noto-cjk/);
    const captcha = readFileSync(join(REPO_DIR, "apps/server/src/services/captcha/captcha-image.ts"), "utf8");
    expect(captcha).toContain("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc");
  });

  it("offers the previous site key wherever it offers the site key, for a change of key", () => {
    for (const file of ["docker-compose.yml", "docker-compose.cluster.yml"]) {
      for (const [name, service] of Object.entries(readCompose(file).services)) {
        if (!service.environment?.SITE_KEY) continue;
        expect(service.environment.SITE_KEY_PREVIOUS, `${file} ${name}`).toMatch(
          /^\$\{SITE_KEY_PREVIOUS:?-?\}$/,
        );
      }
    }
  });

  it("runs on production modules installed from the manifests, the built tree copied over them", () => {
    // Copying the build stage's whole folder and pruning it took minutes on each change of the source.
    const dockerfile = readFileSync(join(REPO_DIR, "Dockerfile"), "utf8");
    const runtime = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
    const install = runtime.indexOf("RUN npm ci --omit=dev");
    expect(install).toBeGreaterThan(runtime.indexOf("COPY --from=manifests /app /app"));
    expect(runtime.indexOf("COPY --from=build /out /app")).toBeGreaterThan(install);
    expect(runtime).not.toMatch(/npm prune|COPY --from=build \/app /);
    expect(dockerfile).toMatch(/tar -C \/app --exclude=node_modules [^\n]*\| tar -C \/out -xf -/);
  });

  it("runs the server as the container's first process, so that docker stop's SIGTERM reaches it", () => {
    const dockerfile = readFileSync(join(REPO_DIR, "Dockerfile"), "utf8");
    const command = /^CMD (.+)$/m.exec(dockerfile)?.[1] ?? "";
    expect(JSON.parse(command).at(-1)).toMatch(/&& exec node apps\/server\/dist\/main\.js$/);
  });
});
