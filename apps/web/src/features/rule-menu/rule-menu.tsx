import { Box, chakra, Text } from "@chakra-ui/react";
import type { Side } from "@corp/client";
import type { MenuRule } from "@corp/contract/types";
import { navigationErrorMessage } from "@corp/domain/error-catalogue";
import { useRouter, useRouterState } from "@tanstack/react-router";
import { type MouseEvent, type ReactNode, useMemo } from "react";
import { useLanguage } from "../../i18n/use-language.ts";
import { showToast } from "../../theme/toaster-store.ts";
import { guardsAllow } from "./navigation-guards.ts";
import { RuleIcon } from "./rule-icon.tsx";
import { menuRules, ruleTarget } from "./rule-target.ts";

export type MenuTone = "dark" | "light";

type EntryProps = {
  rule: MenuRule;
  side: Side;
  collapsed: boolean;
  pathname: string;
  depth: number;
  tone: MenuTone;
};

const entryStyle = (collapsed: boolean, depth: number, tone: MenuTone) =>
  ({
    display: "flex",
    alignItems: "center",
    gap: "3",
    width: "100%",
    minHeight: "10",
    ps: collapsed ? "0" : `${3 + (depth - 1) * 4}`,
    pe: collapsed ? "0" : "3",
    justifyContent: collapsed ? "center" : "flex-start",
    borderRadius: "md",
    fontSize: "sm",
    textAlign: "start",
    cursor: "pointer",
    _hover:
      tone === "dark" ? { bg: "whiteAlpha.200", color: "white" } : { bg: "brand.subtle", color: "brand.fg" },
  }) as const;

function Label({ rule, collapsed }: { rule: MenuRule; collapsed: boolean }): ReactNode {
  return (
    <>
      <RuleIcon name={rule.name} icon={rule.icon} directory={rule.type === "menu_dir"} />
      {collapsed ? null : <Text truncate>{rule.title}</Text>}
    </>
  );
}

function PageEntry({ rule, side, collapsed, pathname, depth, tone }: EntryProps) {
  const router = useRouter();
  const lang = useLanguage();
  const target = ruleTarget(rule, side);
  const style = entryStyle(collapsed, depth, tone);
  const named = collapsed ? { "aria-label": rule.title, title: rule.title } : {};
  if (target.kind === "window") {
    return (
      <chakra.a href={target.url} target="_blank" rel="noopener noreferrer" {...style} {...named}>
        <Label rule={rule} collapsed={collapsed} />
      </chakra.a>
    );
  }
  if (target.kind === "invalid") {
    return (
      <chakra.button
        type="button"
        {...style}
        {...named}
        onClick={() => showToast({ type: "error", message: navigationErrorMessage(target.reason, lang) })}
      >
        <Label rule={rule} collapsed={collapsed} />
      </chakra.button>
    );
  }
  const active = pathname === decodeURI(target.href.split("?")[0] ?? "") || pathname === target.href;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (active) {
      showToast({ type: "error", message: navigationErrorMessage("current", lang) });
      return;
    }
    if (!guardsAllow(target.href)) {
      showToast({ type: "error", message: navigationErrorMessage("guard", lang) });
      return;
    }
    void router.navigate({ href: target.href });
  };
  return (
    <chakra.a
      href={target.href}
      onClick={follow}
      aria-current={active ? "page" : undefined}
      {...style}
      {...(active ? { bg: "brand.solid", color: "white", _hover: { bg: "brand.solid" } } : {})}
      {...named}
    >
      <Label rule={rule} collapsed={collapsed} />
    </chakra.a>
  );
}

function Entries({ rules, ...rest }: Omit<EntryProps, "rule"> & { rules: MenuRule[] }) {
  return (
    <chakra.ul listStyleType="none" display="grid" gap="1">
      {rules.map((rule) => (
        <chakra.li key={rule.id}>
          {rule.type === "menu_dir" ? (
            <>
              {rest.collapsed ? (
                <Box
                  borderTopWidth="1px"
                  borderColor={rest.tone === "dark" ? "whiteAlpha.200" : "border"}
                  my="2"
                  aria-hidden
                />
              ) : (
                <Box
                  {...entryStyle(false, rest.depth, rest.tone)}
                  cursor="default"
                  color={rest.tone === "dark" ? "whiteAlpha.700" : "fg.muted"}
                  _hover={{}}
                >
                  <Label rule={rule} collapsed={false} />
                </Box>
              )}
              <Entries {...rest} rules={rule.children} depth={rest.depth + 1} />
            </>
          ) : (
            <PageEntry rule={rule} {...rest} />
          )}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

/** The side menu of a shell, built from the server's rule tree (SPEC §6). */
export function RuleMenu({
  rules,
  side,
  collapsed,
  label,
  tone,
}: {
  rules: MenuRule[];
  side: Side;
  collapsed: boolean;
  label: string;
  tone: MenuTone;
}) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const visible = useMemo(() => menuRules(rules), [rules]);
  return (
    <Box as="nav" aria-label={label} px="2" py="3">
      <Entries rules={visible} side={side} collapsed={collapsed} pathname={pathname} depth={1} tone={tone} />
    </Box>
  );
}
