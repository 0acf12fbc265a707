import { Box, Button, Container, Flex, Heading, Stack } from "@chakra-ui/react";
import { localiseRules } from "@corp/domain/rule-titles";
import { useQuery } from "@tanstack/react-query";
import { Outlet, useNavigate } from "@tanstack/react-router";
import { LogOut } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { queries } from "../../app/api.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { FullTheme } from "../../theme/full-theme.tsx";
import { RuleMenu } from "../rule-menu/rule-menu.tsx";
import { forgetMemberData, logoutMember } from "./member-logout.ts";
import { MemberTopBar } from "./member-top-bar.tsx";

/** The member centre inside the public site: the member's rule menu beside the page. */
export function MemberShell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLanguage();
  const stored = useQuery(queries.siteIndex(1)).data?.menus;
  const menus = useMemo(() => localiseRules(stored ?? [], lang), [stored, lang]);
  const [leaving, setLeaving] = useState(false);

  const logout = async () => {
    setLeaving(true);
    try {
      await logoutMember();
    } catch {
      // The request layer has shown why; the member is logged out here regardless.
    }
    await navigate({ to: "/user/login", replace: true });
    forgetMemberData();
  };

  return (
    <FullTheme>
      <MemberTopBar />
      <Container as="main" maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "6", md: "10" }}>
        <Flex direction={{ base: "column", md: "row" }} gap="6" align="flex-start">
          <Box
            as="aside"
            width={{ base: "100%", md: "260px" }}
            flexShrink={0}
            borderWidth="1px"
            borderRadius="lg"
            bg="bg"
          >
            <Stack gap="0">
              <Heading as="h2" size="md" px="4" pt="4">
                {t("member.centre")}
              </Heading>
              <RuleMenu
                rules={menus}
                side="user"
                collapsed={false}
                label={t("member.sideMenu")}
                tone="light"
              />
              <Box px="4" pb="4">
                <Button size="sm" variant="outline" width="100%" onClick={logout} loading={leaving}>
                  <LogOut aria-hidden />
                  {t("auth.logout")}
                </Button>
              </Box>
            </Stack>
          </Box>
          <Box flex="1" minWidth="0" width="100%">
            <Outlet />
          </Box>
        </Flex>
      </Container>
    </FullTheme>
  );
}
