import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

/** The web app's build: WEB_DIST, or apps/web/dist found from where the server runs (with an index.html). */
export function findWebDist(configured: string | undefined): string | undefined {
  const candidates = configured
    ? [resolve(configured)]
    : [resolve("apps/web/dist"), resolve("../web/dist"), resolve("../../apps/web/dist")];
  return candidates.find((dir) => existsSync(join(dir, "index.html")));
}
