import { AspectRatio, Image, Stack } from "@chakra-ui/react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { portalQueries } from "../content/portal-queries.ts";
import { RichHtml } from "../content/rich-html.tsx";
import { PageShell } from "./page-shell.tsx";

/** About us: the company page written in the admin area, with its anchors (#culture, #mission...). */
export function CompanyPage() {
  const { data } = useSuspenseQuery(portalQueries.page("company"));
  return (
    <PageShell titleKey="company">
      <Stack gap="8" maxW="4xl" mx="auto">
        {data.page.image ? (
          <AspectRatio ratio={16 / 7} borderRadius="xl" overflow="hidden">
            <Image src={data.page.image} alt={data.page.title} width={1200} height={525} objectFit="cover" />
          </AspectRatio>
        ) : null}
        <RichHtml html={data.page.content} css={{ "& h2, & h3": { scrollMarginTop: "5rem" } }} />
      </Stack>
    </PageShell>
  );
}
