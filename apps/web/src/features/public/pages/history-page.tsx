import { AspectRatio, Box, chakra, Heading, Image, Stack, Text } from "@chakra-ui/react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { portalQueries } from "../content/portal-queries.ts";
import { RichHtml } from "../content/rich-html.tsx";
import { PageShell } from "./page-shell.tsx";

/** Development history: the page's introduction, then its entries on a timeline, latest first. */
export function HistoryPage() {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(portalQueries.page("history"));
  return (
    <PageShell titleKey="history">
      <Stack gap="10" maxW="5xl" mx="auto">
        <RichHtml html={data.page.content} />
        <chakra.ol
          aria-label={t("portal.history.timeline")}
          position="relative"
          listStyleType="none"
          data-testid="timeline"
        >
          <Box
            aria-hidden
            position="absolute"
            top="0"
            bottom="0"
            left={{ base: "4", md: "50%" }}
            w="2px"
            bg="brand.muted"
          />
          {data.timeline.map((entry, i) => {
            const right = i % 2 === 1;
            return (
              <chakra.li
                key={entry.id}
                position="relative"
                display="flex"
                justifyContent={{ base: "flex-start", md: right ? "flex-end" : "flex-start" }}
                pb="10"
              >
                <Box
                  aria-hidden
                  position="absolute"
                  left={{ base: "4", md: "50%" }}
                  top="1"
                  w="4"
                  h="4"
                  ms="-7px"
                  rounded="full"
                  bg="brand.solid"
                  borderWidth="3px"
                  borderColor="bg"
                  boxShadow="0 0 0 2px var(--chakra-colors-brand-muted)"
                />
                <Box w={{ base: "100%", md: "calc(50% - 2.5rem)" }} ps={{ base: "10", md: "0" }}>
                  <Text as="time" fontSize="2xl" fontWeight="bold" color="brand.fg" display="block">
                    {entry.event_date}
                  </Text>
                  <Box borderWidth="1px" borderRadius="lg" overflow="hidden" mt="2" bg="bg" boxShadow="xs">
                    {entry.image ? (
                      <AspectRatio ratio={16 / 9}>
                        <Image
                          src={entry.image}
                          alt=""
                          width={640}
                          height={360}
                          loading="lazy"
                          objectFit="cover"
                        />
                      </AspectRatio>
                    ) : null}
                    <Stack p="4" gap="2">
                      <Heading as="h2" size="md">
                        {entry.title}
                      </Heading>
                      <RichHtml
                        html={entry.content}
                        fontSize="sm"
                        color="fg.muted"
                        css={{ "& p": { marginBottom: 0 } }}
                      />
                    </Stack>
                  </Box>
                </Box>
              </chakra.li>
            );
          })}
        </chakra.ol>
      </Stack>
    </PageShell>
  );
}
