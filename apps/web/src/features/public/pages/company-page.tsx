import type { Schemas } from "@corp/contract/types";
import { PageShell } from "./page-shell.tsx";
import { SinglePageBody } from "./single-page.tsx";

/**
 * About us: the company page written in the admin area. Its headings carry the ids the menu links to
 * (`/us/company#culture`); the stylesheet keeps them clear of the sticky header when a link lands there.
 */
export function CompanyPage({ content }: { content: Schemas["PortalPageData"] }) {
  return (
    <PageShell titleKey="company">
      <SinglePageBody page={content.page} />
    </PageShell>
  );
}
