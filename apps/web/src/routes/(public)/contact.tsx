import { createFileRoute } from "@tanstack/react-router";
import { ContactDetails } from "../../features/public-pages/contact-details.tsx";
import { PageShell } from "../../features/public-pages/page-shell.tsx";

export const Route = createFileRoute("/(public)/contact")({
  staticData: { title: "contact" },
  component: ContactPage,
});

function ContactPage() {
  return (
    <PageShell titleKey="contact">
      <ContactDetails />
    </PageShell>
  );
}
