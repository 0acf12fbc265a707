import { Box, Breadcrumb, Container, Heading } from "@chakra-ui/react";
import type { PublicMenuItem } from "@corp/contract/types";
import { Link as RouterLink } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { PageTitleKey } from "../../../i18n/page-title.ts";
import { useLanguage } from "../../../i18n/use-language.ts";
import { HrefLink } from "../layout/href-link.tsx";
import { menuHref, menuTitle } from "../layout/menu-href.ts";
import { MenuLink } from "../layout/menu-link.tsx";
import { useActiveMenu } from "../layout/use-active-menu.ts";

export type Crumb = { label: string; href?: string };

/** Two step labels name the same place when they differ only in letter case ("Special Reports"). */
const sameLabel = (a: string | undefined, b: string) => a?.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * Home › the menu trail › the page's own steps › the page. A step equal to the one before it is
 * not repeated, the route's title is left out when the menu already names it (letter case aside), and
 * the last step (the page itself) is not a link.
 */
export function breadcrumbSteps(
  trail: Crumb[],
  crumbs: Crumb[],
  pageTitle: string,
  ownTitle: boolean,
): Crumb[] {
  const steps: Crumb[] = [];
  const add = (step: Crumb) => {
    if (sameLabel(steps.at(-1)?.label, step.label)) return;
    steps.push({ ...step });
  };
  for (const step of [...trail, ...crumbs]) add(step);
  if (ownTitle || !steps.some((step) => sameLabel(step.label, pageTitle))) add({ label: pageTitle });
  const last = steps.at(-1);
  if (last) delete last.href;
  return steps;
}

function SubMenu({ parent, active }: { parent: PublicMenuItem; active: PublicMenuItem | undefined }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Box
      as="nav"
      aria-label={t("nav.subMenu", { title: menuTitle(parent, lang) })}
      borderBottomWidth="1px"
      bg="bg"
    >
      <Container maxW="7xl" px={{ base: "4", md: "6" }}>
        <Box as="ul" display="flex" gap="1" overflowX="auto" listStyleType="none" data-testid="sub-menu">
          {parent.children.map((child) => {
            const current = child.id === active?.id;
            return (
              <li key={child.id}>
                <MenuLink
                  item={child}
                  display="block"
                  whiteSpace="nowrap"
                  px="4"
                  py="3"
                  fontSize="sm"
                  borderBottomWidth="2px"
                  borderColor={current ? "brand.solid" : "transparent"}
                  color={current ? "brand.fg" : "fg.muted"}
                  fontWeight={current ? "semibold" : "normal"}
                  aria-current={current ? "page" : undefined}
                  _hover={{ color: "brand.fg" }}
                />
              </li>
            );
          })}
        </Box>
      </Container>
    </Box>
  );
}

/**
 * The frame every public page shares: a title band with the breadcrumb (the menu trail of `mid`
 * when the visitor came through the menu), the sub-menu of the active section, then the content.
 */
export function PageShell({
  titleKey,
  title,
  crumbs = [],
  children,
}: {
  titleKey: PageTitleKey;
  /** Replaces the route's title in the band (an article's headline, a topic's name). */
  title?: string;
  /** Extra steps between the menu trail and the page. */
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const trail = useActiveMenu();
  const pageTitle = title ?? t(`pageTitle.${titleKey}`);
  const steps = breadcrumbSteps(
    trail
      .filter((item) => item.path !== "/")
      .map((item) => ({ label: menuTitle(item, lang), href: menuHref(item).href })),
    crumbs,
    pageTitle,
    title !== undefined,
  );
  const section = trail[0];
  return (
    <>
      <Box
        bgGradient="to-r"
        gradientFrom="brand.800"
        gradientTo="brand.600"
        color="white"
        py={{ base: "8", md: "12" }}
      >
        <Container maxW="7xl" px={{ base: "4", md: "6" }}>
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} lineClamp={3}>
            {pageTitle}
          </Heading>
          <Breadcrumb.Root mt="3" aria-label={t("nav.breadcrumb")} size="sm">
            <Breadcrumb.List color="whiteAlpha.800" flexWrap="wrap">
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild color="whiteAlpha.900" _hover={{ color: "white" }}>
                  <RouterLink to="/">{t("pageTitle.home")}</RouterLink>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              {steps.map((step) => (
                <BreadcrumbStep key={`${step.label}-${step.href ?? ""}`} step={step} />
              ))}
            </Breadcrumb.List>
          </Breadcrumb.Root>
        </Container>
      </Box>
      {section && section.children.length > 0 ? <SubMenu parent={section} active={trail[1]} /> : null}
      <Container maxW="7xl" px={{ base: "4", md: "6" }} py={{ base: "8", md: "12" }} minH="40vh">
        {children}
      </Container>
    </>
  );
}

function BreadcrumbStep({ step }: { step: Crumb }) {
  return (
    <>
      <Breadcrumb.Separator color="whiteAlpha.700" />
      <Breadcrumb.Item>
        {step.href ? (
          <Breadcrumb.Link asChild color="whiteAlpha.900" _hover={{ color: "white" }}>
            <HrefLink href={step.href}>{step.label}</HrefLink>
          </Breadcrumb.Link>
        ) : (
          <Breadcrumb.CurrentLink color="white">{step.label}</Breadcrumb.CurrentLink>
        )}
      </Breadcrumb.Item>
    </>
  );
}
