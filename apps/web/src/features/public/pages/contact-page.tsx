import { Box, Grid } from "@chakra-ui/react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { portalQueries } from "../content/portal-queries.ts";
import { RichHtml } from "../content/rich-html.tsx";
import { ContactDetails } from "./contact-details.tsx";
import { PageShell } from "./page-shell.tsx";

/** Contact us: address, email, hotline and zip code from the site settings, and the page's text. */
export function ContactPage() {
  const { data } = useSuspenseQuery(portalQueries.page("contact"));
  return (
    <PageShell titleKey="contact">
      <Grid templateColumns={{ base: "1fr", lg: "2fr 3fr" }} gap={{ base: "8", lg: "12" }}>
        <Box borderWidth="1px" borderRadius="xl" p={{ base: "5", md: "8" }} bg="bg.muted" alignSelf="start">
          <ContactDetails contact={data.contact} />
        </Box>
        <RichHtml html={data.page.content} />
      </Grid>
    </PageShell>
  );
}
