import type { ReactNode } from "react";
import { usePublicPage } from "../page/page-context.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** Every public page: a skip link, the site header, the page's own content and the footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = usePublicPage();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
