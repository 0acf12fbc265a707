import type { Schemas } from "@corp/contract/types";
import { RichHtml } from "../content/rich-html.tsx";
import { ContactDetails } from "./contact-details.tsx";
import { PageShell } from "./page-shell.tsx";

/** Contact us: address, email, hotline and zip code from the site settings, and the page's text. */
export function ContactPage({ content }: { content: Schemas["PortalPageData"] }) {
  return (
    <PageShell titleKey="contact">
      <div className="contact">
        <div className="contact__card">
          <ContactDetails contact={content.contact} />
        </div>
        <RichHtml html={content.page.content} />
      </div>
    </PageShell>
  );
}
