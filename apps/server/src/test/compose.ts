import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { SERVER_DIR } from "./server-process.ts";

/** The repository's root folder, where the compose files, the Dockerfile and deploy/ are. */
export const REPO_DIR = join(SERVER_DIR, "..", "..");

export type Service = {
  image?: string;
  build?: string | { context?: string };
  command?: string | string[];
  restart?: string;
  healthcheck?: { test?: string | string[]; interval?: string; retries?: number };
  depends_on?: string[] | Record<string, { condition?: string; restart?: boolean }>;
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  stop_grace_period?: string;
};

export type ComposeFile = { services: Record<string, Service>; volumes?: Record<string, unknown> };

/** A compose file of the repository, with its `<<` merge keys applied as compose applies them. */
export const readCompose = (name: string): ComposeFile =>
  parse(readFileSync(join(REPO_DIR, name), "utf8"), { merge: true }) as ComposeFile;

/**
 * A value as compose gives it to the container when none of the variables it names is set (a required
 * one, `${NAME:?message}`, which compose refuses to start without, as empty).
 */
export const unsetValue = (value: string): string =>
  value
    .replace(/\$\{\w+(?::?-([^}]*)|:?\?[^}]*)?\}/g, (_, fallback: string | undefined) => fallback ?? "")
    .replace(/\$\$/g, "$");

/** A service's environment with every `${VAR:-default}` at its default. */
export const defaultEnvironment = (service: Service): Record<string, string> =>
  Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [name, unsetValue(String(value))]),
  );

/** The named volume (declared under `volumes:`) mounted at `path` in `service`, if any. */
export function namedVolumeAt(compose: ComposeFile, service: Service, path: string): string | undefined {
  for (const mount of service.volumes ?? []) {
    const [source = "", target] = mount.split(":");
    if (target === path && source in (compose.volumes ?? {})) return source;
  }
  return undefined;
}

/** The services built from this repository (the servers). */
export const serverServices = (compose: ComposeFile): [string, Service][] =>
  Object.entries(compose.services).filter(([, service]) => service.build !== undefined);

/** The value of `ENV <name>` in the production image (the Dockerfile's last stage). */
export function dockerfileEnv(name: string): string | undefined {
  const lines = readFileSync(join(REPO_DIR, "Dockerfile"), "utf8").split("\n");
  const env = lines.filter((text) => text.startsWith("ENV ")).at(-1);
  return env?.match(new RegExp(`\\b${name}=(\\S+)`))?.[1];
}
