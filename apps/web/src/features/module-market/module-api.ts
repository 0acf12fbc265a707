import type { components } from "@corp/contract/types";
import type { MarketPayMethod } from "@corp/domain/module-market-api";
import { corp } from "../../app/api.ts";

export type ModuleInfo = components["schemas"]["ModuleInfo"];
export type ModuleUploadInfo = components["schemas"]["ModuleUploadInfo"];
export type ModuleConflict = components["schemas"]["ModuleConflict"];
export type MarketModule = components["schemas"]["MarketModule"];
export type MarketOrder = components["schemas"]["MarketOrder"];
/** Done, or the claims of enabled modules that must be confirmed first. */
export type ModuleOutcome = { done: boolean; conflicts: ModuleConflict[] };

/**
 * The module market's calls (`/admin/module/*`, BuildAdmin's addresses); refusals are shown by the
 * client, except the catalogue's, which its tab shows in place, and the order polls', which repeat.
 */
export const moduleApi = {
  upload: async (file: File): Promise<ModuleUploadInfo> => {
    const body = new FormData();
    body.append("file", file);
    return (await corp.post("/admin/module/upload", { body: body as never })).info;
  },
  install: (uid: string, confirm: boolean): Promise<ModuleOutcome> =>
    corp.post("/admin/module/install", { body: { uid, confirm } }),
  update: (uid: string, confirm: boolean, order?: string): Promise<ModuleOutcome> =>
    corp.post("/admin/module/update", { body: { uid, confirm, ...(order ? { order } : {}) } }),
  changeState: (uid: string, state: boolean, confirm: boolean): Promise<ModuleOutcome> =>
    corp.post("/admin/module/changeState", { body: { uid, state, confirm } }),
  uninstall: (uid: string): Promise<unknown> => corp.post("/admin/module/uninstall", { body: { uid } }),
  market: async (): Promise<MarketModule[]> =>
    (await corp.get("/admin/module/market", {}, { showErrorMessage: false })).modules,
  createOrder: async (uid: string): Promise<MarketOrder> =>
    (await corp.post("/admin/module/createOrder", { body: { uid } })).order,
  payOrder: async (order: string, method: MarketPayMethod): Promise<MarketOrder> =>
    (await corp.post("/admin/module/payOrder", { body: { order, method } })).order,
  orderState: async (order: string): Promise<MarketOrder> =>
    (
      await corp.get(
        "/admin/module/orderState",
        { params: { query: { order } } },
        { showErrorMessage: false },
      )
    ).order,
  marketInstall: (uid: string, order: string, confirm: boolean): Promise<ModuleOutcome> =>
    corp.post("/admin/module/marketInstall", { body: { uid, order, confirm } }),
};
