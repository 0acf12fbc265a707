import { Button, Flex, Stack, Tabs, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { hooks } from "../../app/api.ts";
import { ConfirmDialog } from "../admin-crud/confirm-dialog.tsx";
import { useIsSuperAdmin } from "../admin-shell/permissions.tsx";
import { BuyDialog } from "./buy-dialog.tsx";
import { InstalledTable } from "./installed-table.tsx";
import { MarketTab } from "./market-tab.tsx";
import {
  type MarketModule,
  type MarketOrder,
  type ModuleInfo,
  type ModuleUploadInfo,
  moduleApi,
} from "./module-api.ts";
import { ConflictDialog, UploadedDialog } from "./module-dialogs.tsx";
import { localTitle } from "./module-title.ts";
import { MARKET_KEY, useModuleSteps } from "./use-module-steps.ts";

/**
 * moduleStore/moduleStore: the installed modules (enable, disable, update, uninstall), the market's
 * catalogue (buy, pay, install, update), and upload install (BuildAdmin's module market; ADR 0021).
 * Installing or updating from the market or from a zip ends in the same steps and conflict prompt.
 */
export function ModuleMarketPage() {
  const { t, i18n } = useTranslation();
  // Installing, updating, enabling and removing modules is the super admin's (ADR 0023).
  const manage = useIsSuperAdmin();
  const installed = useQuery({ ...hooks.adminModuleIndexQuery(), select: (answer) => answer.installed });
  const catalogue = useQuery({ queryKey: MARKET_KEY, queryFn: moduleApi.market, retry: false });
  const steps = useModuleSteps();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploaded, setUploaded] = useState<ModuleUploadInfo | null>(null);
  const [removing, setRemoving] = useState<ModuleInfo | null>(null);
  const [buying, setBuying] = useState<MarketModule | null>(null);

  const onFile = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = "";
    if (!file) return;
    steps.setBusy(true);
    try {
      setUploaded(await moduleApi.upload(file));
    } catch {
      // The request layer has shown the refusal.
    } finally {
      steps.setBusy(false);
    }
  };
  const installUploaded = async (info: ModuleUploadInfo) => {
    setUploaded(null);
    if (info.installedVersion) {
      await steps.run(
        "moduleUpdated",
        () => moduleApi.update(info.uid, false),
        () => moduleApi.update(info.uid, true),
      );
    } else {
      await steps.run(
        "moduleInstalled",
        () => moduleApi.install(info.uid, false),
        () => moduleApi.install(info.uid, true),
      );
    }
  };
  const { run } = steps;
  /** The order is paid: install the module, or update it when an older version is installed. */
  const onPaid = useCallback(
    (module: MarketModule, order: MarketOrder) => {
      setBuying(null);
      if (module.state === "update") {
        void run(
          "moduleUpdated",
          () => moduleApi.update(module.uid, false, order.id),
          () => moduleApi.update(module.uid, true, order.id),
        );
      } else {
        void run(
          "moduleInstalled",
          () => moduleApi.marketInstall(module.uid, order.id, false),
          () => moduleApi.marketInstall(module.uid, order.id, true),
        );
      }
    },
    [run],
  );
  const closeBuying = useCallback(() => setBuying(null), []);
  const changeState = (module: ModuleInfo, state: boolean) =>
    void steps.run(
      state ? "moduleEnabled" : "moduleDisabled",
      () => moduleApi.changeState(module.uid, state, false),
      () => moduleApi.changeState(module.uid, state, true),
    );
  const uninstall = async (module: ModuleInfo) => {
    if (await steps.run("moduleUninstalled", () => moduleApi.uninstall(module.uid))) setRemoving(null);
  };

  return (
    <Stack gap="4" p="4">
      <Flex gap="3" align="center" wrap="wrap">
        <Text color="fg.muted" fontSize="sm" flex="1" minW="16rem">
          {t("moduleMarket.intro")} {manage ? null : t("moduleMarket.superAdminOnly")}
        </Text>
        {manage && (
          <>
            <input
              ref={fileInput}
              type="file"
              accept=".zip,application/zip"
              hidden
              data-testid="module-zip"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
            <Button colorPalette="blue" loading={steps.busy} onClick={() => fileInput.current?.click()}>
              <Upload /> {t("moduleMarket.upload")}
            </Button>
          </>
        )}
      </Flex>
      <Tabs.Root defaultValue="installed" variant="line">
        <Tabs.List>
          <Tabs.Trigger value="installed">{t("moduleMarket.tabInstalled")}</Tabs.Trigger>
          <Tabs.Trigger value="market">{t("moduleMarket.tabMarket")}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="installed">
          <InstalledTable
            rows={installed.data ?? []}
            market={catalogue.data ?? []}
            busy={steps.busy}
            onChangeState={changeState}
            onUninstall={setRemoving}
            onUpdate={setBuying}
          />
        </Tabs.Content>
        <Tabs.Content value="market">
          <Stack gap="3">
            <Text color="fg.muted" fontSize="sm">
              {t("moduleMarket.marketIntro")}
            </Text>
            <MarketTab catalogue={catalogue} busy={steps.busy} onBuy={setBuying} />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      <UploadedDialog
        info={uploaded}
        busy={steps.busy}
        onInstall={() => uploaded && void installUploaded(uploaded)}
        onClose={() => setUploaded(null)}
      />
      <BuyDialog module={buying} onPaid={onPaid} onClose={closeBuying} />
      <ConflictDialog
        conflicts={steps.pending?.conflicts ?? []}
        busy={steps.busy}
        onConfirm={() => steps.pending && void steps.run(steps.pending.done, steps.pending.retry)}
        onClose={steps.dismiss}
      />
      <ConfirmDialog
        open={removing !== null}
        busy={steps.busy}
        text={t("moduleMarket.uninstallConfirm", {
          title: removing ? localTitle(removing.titles, i18n.language) : "",
        })}
        onConfirm={() => removing && void uninstall(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
