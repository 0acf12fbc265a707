import type { PublicMenuItem } from "@corp/contract/types";
import type { Lang } from "@corp/domain/lang";
import type { ReactNode } from "react";
import { contentLang } from "../content/content-lang.ts";
import { menuHref, menuTitle } from "../layout/menu-href.ts";
import { MenuLink } from "../layout/menu-link.tsx";
import { useActiveMenu } from "../layout/use-active-menu.ts";
import { usePublicPage } from "../page/page-context.tsx";
import type { TextKey } from "../page/texts.ts";

/** A step of the breadcrumb; `lang` when its label is in another language than the page's. */
export type Crumb = { label: string; href?: string; lang?: string };

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
  titleLang?: string,
): Crumb[] {
  const steps: Crumb[] = [];
  const add = (step: Crumb) => {
    if (sameLabel(steps.at(-1)?.label, step.label)) return;
    steps.push({ ...step });
  };
  for (const step of [...trail, ...crumbs]) add(step);
  if (ownTitle || !steps.some((step) => sameLabel(step.label, pageTitle)))
    add(titleLang ? { label: pageTitle, lang: titleLang } : { label: pageTitle });
  const last = steps.at(-1);
  if (last) delete last.href;
  return steps;
}

function SubMenu({ parent, active }: { parent: PublicMenuItem; active: PublicMenuItem | undefined }) {
  const { page, t } = usePublicPage();
  return (
    <nav className="sub-menu" aria-label={t("nav.subMenu", { title: menuTitle(parent, page.lang) })}>
      <ul className="container sub-menu__list" data-testid="sub-menu">
        {parent.children.map((child) => {
          const current = child.id === active?.id;
          return (
            <li key={child.id}>
              <MenuLink item={child} className="sub-menu__link" aria-current={current ? "page" : undefined} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The frame every public page shares: a title band with the breadcrumb (the menu trail of `mid`
 * when the visitor came through the menu), the sub-menu of the active section, then the content.
 */
export function PageShell({
  titleKey,
  title,
  titleLang,
  crumbs = [],
  children,
}: (
  | {
      /** The page's name among `pageTitle.*` texts. */
      titleKey: string;
      /** Replaces the page's title in the band (an article's headline, a topic's name). */
      title?: string;
    }
  | {
      titleKey?: undefined;
      /** The title of a page without a name among the texts (a single page). */
      title: string;
    }
) & {
  /**
   * The language `title` is in, when it may differ from the page's (an article left untranslated, shown
   * in Chinese on an English page): the band and the breadcrumb mark it.
   */
  titleLang?: Lang;
  /** Extra steps between the menu trail and the page. */
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  const { page, t, href } = usePublicPage();
  const trail = useActiveMenu();
  const pageTitle = title ?? t(`pageTitle.${titleKey}` as TextKey);
  const titleMark = titleLang ? contentLang(titleLang, page.lang) : {};
  const steps = breadcrumbSteps(
    trail
      .filter((item) => item.path !== "/")
      .map((item) => ({ label: menuTitle(item, page.lang), href: menuHref(item, page.lang).href })),
    crumbs.map((crumb) => (crumb.href ? { ...crumb, href: href(crumb.href) } : crumb)),
    pageTitle,
    title !== undefined,
    titleMark.lang,
  );
  const section = trail[0];
  return (
    <>
      <div className="page-band">
        <div className="container">
          <h1 className="page-band__title" {...titleMark}>
            {pageTitle}
          </h1>
          <nav aria-label={t("nav.breadcrumb")} className="breadcrumb">
            <ol>
              <li>
                <a href={href("/")}>{t("pageTitle.home")}</a>
              </li>
              {steps.map((step) => (
                <li key={`${step.label}-${step.href ?? ""}`}>
                  {step.href ? (
                    <a href={step.href} lang={step.lang}>
                      {step.label}
                    </a>
                  ) : (
                    <span aria-current="page" lang={step.lang}>
                      {step.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        </div>
      </div>
      {section && section.children.length > 0 ? <SubMenu parent={section} active={trail[1]} /> : null}
      <div className="container page-body">{children}</div>
    </>
  );
}
