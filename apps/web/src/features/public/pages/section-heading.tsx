import { Flex, Heading, Link } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";

/** A home page section's heading with its "more" link. */
export function SectionHeading({
  id,
  title,
  to,
}: {
  id: string;
  title: string;
  to: "/list" | "/topic" | "/us/company";
}) {
  const { t } = useTranslation();
  return (
    <Flex align="baseline" justify="space-between" mb="6" gap="4">
      <Heading
        as="h2"
        id={id}
        size={{ base: "xl", md: "2xl" }}
        borderInlineStartWidth="4px"
        borderColor="brand.solid"
        ps="3"
      >
        {title}
      </Heading>
      <Link asChild color="brand.fg" fontSize="sm" display="inline-flex" alignItems="center" gap="1">
        <RouterLink to={to}>
          {t("portal.home.more")}
          <ArrowRight size={14} aria-hidden />
        </RouterLink>
      </Link>
    </Flex>
  );
}
