import type { components } from "@corp/contract/types";
import { corp } from "../../app/api.ts";

export type ModuleInfo = components["schemas"]["ModuleInfo"];
export type ModuleUploadInfo = components["schemas"]["ModuleUploadInfo"];
export type ModuleConflict = components["schemas"]["ModuleConflict"];
/** Done, or the claims of enabled modules that must be confirmed first. */
export type ModuleOutcome = { done: boolean; conflicts: ModuleConflict[] };

/** The module market's calls (`/admin/module/*`, BuildAdmin's addresses); refusals are shown by the client. */
export const moduleApi = {
  list: async (): Promise<ModuleInfo[]> => (await corp.get("/admin/module/index", {})).installed,
  upload: async (file: File): Promise<ModuleUploadInfo> => {
    const body = new FormData();
    body.append("file", file);
    return (await corp.post("/admin/module/upload", { body: body as never })).info;
  },
  install: (uid: string, confirm: boolean): Promise<ModuleOutcome> =>
    corp.post("/admin/module/install", { body: { uid, confirm } }),
  changeState: (uid: string, state: boolean, confirm: boolean): Promise<ModuleOutcome> =>
    corp.post("/admin/module/changeState", { body: { uid, state, confirm } }),
  uninstall: (uid: string): Promise<unknown> => corp.post("/admin/module/uninstall", { body: { uid } }),
};
