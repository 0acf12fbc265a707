import type { Schemas } from "@corp/contract/types";
import { RichHtml } from "../content/rich-html.tsx";
import { LeadFormSlot } from "../leads/lead-form-slot.tsx";
import { ContactDetails } from "./contact-details.tsx";
import { PageShell } from "./page-shell.tsx";

/** Contact us: address, email, hotline and zip code from the site settings, the page's text and the lead form. */
export function ContactPage({ content }: { content: Schemas["PortalPageData"] }) {
  return (
    <PageShell titleKey="contact">
      <div className="contact">
        <div className="contact__card">
          <ContactDetails contact={content.contact} />
        </div>
        <div className="contact__main">
          <RichHtml html={content.page.content} />
          <LeadFormSlot />
        </div>
      </div>
    </PageShell>
  );
}
