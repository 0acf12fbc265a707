import type { Lang } from "@corp/domain/lang";
import { compareModuleVersions } from "@corp/domain/module-manifest";
import type { MarketModule, MarketModuleState } from "@corp/domain/module-market-api";
import { AppError } from "../../errors.ts";
import type { AppServices } from "../../services/app-services.ts";
import { loadConfig } from "../../services/site-config.ts";
import { installedModules } from "./installed-modules.ts";
import { MarketClient, marketSettingsFrom } from "./market-client.ts";
import { keepModulePackage, refused } from "./module-market.ts";

/** A client of the configured market; refused with a catalogue error while none is configured. */
export async function marketClientFor(services: AppServices, lang: Lang): Promise<MarketClient> {
  const settings = marketSettingsFrom(await loadConfig(services.db), services.secrets);
  return new MarketClient(settings, { lang, ...services.modules.marketTimeouts });
}

export type MarketEntry = MarketModule & { state: MarketModuleState; installedVersion: string | null };

/** The market's catalogue, each module with where it stands here: not installed, installed, or an update. */
export async function marketCatalogue(services: AppServices, lang: Lang): Promise<MarketEntry[]> {
  const client = await marketClientFor(services, lang);
  const [modules, installed] = await Promise.all([client.catalogue(), installedModules(services.db)]);
  return modules.map((module) => {
    const here = installed.find((m) => m.uid === module.uid);
    const state: MarketModuleState = !here
      ? "not-installed"
      : compareModuleVersions(module.version, here.version) > 0
        ? "update"
        : "installed";
    return { ...module, state, installedVersion: here?.version ?? null };
  });
}

/**
 * Fetches a bought module from the market and keeps it as an uploaded zip would be kept: the module
 * must be in the catalogue, the order paid and for that module, the download within the zip limit and
 * of the catalogue's SHA-256, and the zip must pass every check of an upload. `update` says whether an
 * installed version is expected (an update) or none (an install). Nothing is kept when anything fails.
 */
export async function fetchFromMarket(
  services: AppServices,
  lang: Lang,
  request: { uid: string; order: string; update: boolean },
) {
  const installed = (await installedModules(services.db)).some((m) => m.uid === request.uid);
  if (installed && !request.update) throw refused("moduleExists", request.uid);
  if (!installed && request.update) throw refused("moduleNotFound", request.uid);
  const client = await marketClientFor(services, lang);
  const listed = (await client.catalogue()).find((m) => m.uid === request.uid);
  if (!listed) throw new AppError({ key: "marketNotListed", params: { uid: request.uid } });
  const order = await client.order(request.order);
  if (order.uid !== request.uid || order.state !== "paid") throw new AppError({ key: "marketUnpaid" });
  const bytes = await client.download(listed, order.id);
  const info = await keepModulePackage(services, bytes, request.uid);
  return { info, sha256: listed.sha256, size: bytes.length };
}
