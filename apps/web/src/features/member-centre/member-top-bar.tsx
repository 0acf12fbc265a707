import { Box, Container, Flex, HStack, Link } from "@chakra-ui/react";
import { House } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSiteIndex } from "../../app/use-site-data.ts";
import { LanguageSwitch } from "../language/language-switch.tsx";

/** The member centre's bar: the site's name leading home, and the language (unless the page has its own). */
export function MemberTopBar({ language = true }: { language?: boolean }) {
  const { t } = useTranslation();
  const siteName = useSiteIndex()?.site.siteName ?? "";
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      <Container maxW="7xl" px={{ base: "4", md: "6" }}>
        <Flex h="14" align="center" justify="space-between" gap="4">
          <Link
            href="/"
            fontWeight="bold"
            fontSize="lg"
            color="brand.fg"
            display="inline-flex"
            gap="2"
            alignItems="center"
          >
            <House size={18} aria-hidden />
            {siteName || t("auth.backToSite")}
          </Link>
          <HStack gap="3">
            <Link href="/" fontSize="sm" hideBelow="sm">
              {t("auth.backToSite")}
            </Link>
            {language ? <LanguageSwitch /> : null}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
