import { moduleCatalogue } from "@corp/domain/messages/module";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { hooks } from "../../app/api.ts";
import { refreshSiteData } from "../../app/site-data.ts";
import { currentLanguage } from "../../i18n/i18n.ts";
import { showToast } from "../../theme/toaster-store.ts";
import type { ModuleConflict, ModuleOutcome } from "./module-api.ts";

export const MARKET_KEY = ["module-market", "catalogue"];

/** A step that stopped at a conflict prompt, and how to take it again once confirmed. */
export type Pending = {
  conflicts: ModuleConflict[];
  retry: () => Promise<ModuleOutcome>;
  done: keyof typeof moduleCatalogue;
};

/**
 * The market's steps (install, update, enable, disable, uninstall): a refusal has been shown by the
 * request layer, a conflict opens the prompt, and a step done says so with the server's catalogue
 * message. Menus change with the modules, so the shell's menu data is fetched again after each change.
 */
export function useModuleSteps() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: hooks.adminModuleIndexQuery().queryKey });
    await queryClient.invalidateQueries({ queryKey: MARKET_KEY });
    await refreshSiteData(queryClient);
  };
  const run = async (
    done: keyof typeof moduleCatalogue,
    step: () => Promise<ModuleOutcome | unknown>,
    retry?: () => Promise<ModuleOutcome>,
  ): Promise<boolean> => {
    setBusy(true);
    try {
      const outcome = await step();
      const asked = outcome as Partial<ModuleOutcome> | null;
      if (asked && asked.done === false && retry)
        setPending({ conflicts: asked.conflicts ?? [], retry, done });
      else {
        setPending(null);
        showToast({ type: "success", message: moduleCatalogue[done][currentLanguage()] });
      }
      await refresh();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, setBusy, run, pending, dismiss: () => setPending(null) };
}
