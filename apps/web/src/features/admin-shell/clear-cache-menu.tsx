import { IconButton, Menu, Portal } from "@chakra-ui/react";
import { Eraser } from "lucide-react";
import { useTranslation } from "react-i18next";
import { corp } from "../../app/api.ts";
import { showToast } from "../../theme/toaster-store.ts";
import { useCan } from "./permissions.tsx";

const CACHE_TYPES = ["all", "config", "content", "images"] as const;
type CacheType = (typeof CACHE_TYPES)[number];

/**
 * Clears what the server keeps (SPEC §7 `clearCache`): menus and settings, pages and content, resized
 * images, or all of them; for admins who may edit the site settings.
 */
export function ClearCacheMenu() {
  const { t } = useTranslation();
  const can = useCan();
  if (!can("routine/config/edit")) return null;
  const clear = async (type: CacheType) => {
    try {
      await corp.post("/admin/ajax/clearCache", { body: { type } });
      showToast({ type: "success", message: t("adminUi.shell.cacheCleared") });
    } catch {
      // The request layer has shown the refusal.
    }
  };
  return (
    <Menu.Root onSelect={(details) => void clear(details.value as CacheType)}>
      <Menu.Trigger asChild>
        <IconButton
          aria-label={t("adminUi.shell.clearCache")}
          title={t("adminUi.shell.clearCache")}
          variant="ghost"
          size="sm"
        >
          <Eraser />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {CACHE_TYPES.map((type) => (
              <Menu.Item key={type} value={type}>
                {t(`adminUi.shell.cacheTypes.${type}`)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
