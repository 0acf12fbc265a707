import { Avatar, Button, Flex, HStack, IconButton, Text } from "@chakra-ui/react";
import type { MenuRule } from "@corp/contract/types";
import { useNavigate } from "@tanstack/react-router";
import { LogOut, PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { assetUrl } from "../../lib/asset-url.ts";
import { useStore } from "../../lib/store/persistent-store.ts";
import { adminSession } from "../auth/admin-session.ts";
import { LanguageSwitch } from "../language/language-switch.tsx";
import { TerminalButton } from "../terminal/terminal-button.tsx";
import { forgetAdminData, logoutAdmin } from "./admin-logout.ts";
import { ShellBreadcrumb } from "./breadcrumb.tsx";
import { ClearCacheMenu } from "./clear-cache-menu.tsx";
import { FullScreenButton } from "./full-screen-button.tsx";
import { LayoutSettings } from "./layout-settings.tsx";

type Props = { collapsed: boolean; onToggle: () => void; trail: MenuRule[] };

export function AdminTopBar({ collapsed, onToggle, trail }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const admin = useStore(adminSession);
  const [leaving, setLeaving] = useState(false);
  const name = admin?.nickname || admin?.username || "";
  const avatar = admin?.avatar ? assetUrl(admin.avatar, window.location.origin) : undefined;

  const logout = async () => {
    setLeaving(true);
    try {
      await logoutAdmin();
    } catch {
      // The request layer has shown why; the session is cleared regardless.
    }
    await navigate({ to: "/admin/login", replace: true });
    forgetAdminData();
  };

  return (
    <Flex
      as="header"
      align="center"
      gap={{ base: "1", md: "3" }}
      px={{ base: "1", md: "4" }}
      minH="14"
      bg="bg"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton
        aria-label={collapsed ? t("admin.expand") : t("admin.collapse")}
        aria-expanded={!collapsed}
        variant="ghost"
        size="sm"
        onClick={onToggle}
      >
        {collapsed ? <PanelLeftOpen /> : <PanelLeftClose />}
      </IconButton>
      <ShellBreadcrumb trail={trail} />
      {/* On a phone the tools sit closer and the language choice narrower, so the bar keeps to one line;
          narrower still, the tools wrap to a second line rather than leave the screen. */}
      <HStack ms="auto" gap={{ base: "0.5", md: "3" }} wrap="wrap" justify="flex-end" minW="0" py="1">
        <TerminalButton />
        <ClearCacheMenu />
        <FullScreenButton />
        <LayoutSettings />
        <LanguageSwitch size={{ base: "xs", md: "sm" }} width={{ base: "5.75rem", md: "6.5rem" }} />
        <HStack asChild gap="2" display={{ base: "none", md: "flex" }}>
          <a
            href="/admin/routine/adminInfo"
            title={t("adminUi.shell.profile")}
            onClick={(e) => {
              e.preventDefault();
              void navigate({ to: "/admin/routine/adminInfo" });
            }}
          >
            <Avatar.Root size="xs">
              <Avatar.Fallback name={name} />
              {avatar ? <Avatar.Image src={avatar} alt="" /> : null}
            </Avatar.Root>
            <Text fontSize="sm">{name}</Text>
          </a>
        </HStack>
        <Button
          size="sm"
          variant="outline"
          px={{ base: "2", md: "3.5" }}
          onClick={logout}
          loading={leaving}
          aria-label={t("auth.logout")}
        >
          <LogOut aria-hidden />
          <Text as="span" display={{ base: "none", md: "inline" }}>
            {t("auth.logout")}
          </Text>
        </Button>
      </HStack>
    </Flex>
  );
}
