import type { ReactNode } from "react";
import { FileTextIcon } from "../content/content-icons.tsx";
import { usePublicPage } from "../page/page-context.tsx";

/** What a page shows where it has no content yet. */
export function EmptyContent({ children }: { children?: ReactNode }) {
  const { t } = usePublicPage();
  return (
    <div className="empty-content">
      <FileTextIcon />
      <p className="empty-content__title">{t("page.empty")}</p>
      {children ? <p className="empty-content__text">{children}</p> : null}
    </div>
  );
}
