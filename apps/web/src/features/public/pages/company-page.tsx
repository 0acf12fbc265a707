import type { Schemas } from "@corp/contract/types";
import { RichHtml } from "../content/rich-html.tsx";
import { PageShell } from "./page-shell.tsx";

/**
 * About us: the company page written in the admin area. Its headings carry the ids the menu links to
 * (`/us/company#culture`); the stylesheet keeps them clear of the sticky header when a link lands there.
 */
export function CompanyPage({ content }: { content: Schemas["PortalPageData"] }) {
  const { page } = content;
  return (
    <PageShell titleKey="company">
      <div className="company">
        {page.image ? (
          <img className="company__image" src={page.image} alt={page.title} width={1200} height={525} />
        ) : null}
        <RichHtml html={page.content} className="company__body" />
      </div>
    </PageShell>
  );
}
