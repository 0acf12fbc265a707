import { Avatar, Card, Heading, HStack, SimpleGrid, Stack, Stat, Text } from "@chakra-ui/react";
import { greeting } from "@corp/domain/greeting";
import { formatYuan } from "@corp/domain/money";
import { wallClockAt } from "@corp/domain/time-zone";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { hooks, queries } from "../../app/api.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { assetUrl } from "../../lib/asset-url.ts";
import { siteTime, siteTimeZone } from "../../lib/site-time.ts";
import { BarChart } from "../charts/bar-chart.tsx";

/** account/overview: who is logged in, balance and points, and their changes over the last seven days. */
export function OverviewPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const member = useQuery(queries.siteIndex(1)).data?.userInfo;
  const week = useQuery(hooks.accountOverviewQuery());
  if (!member) return null;
  const name = member.nickname || member.username;
  const days = week.data?.days.map((day) => day.slice(5)) ?? [];
  const series = (values: number[] | undefined) =>
    days.map((label, i) => ({ label, value: values?.[i] ?? 0 }));
  const stats = [
    {
      label: t("memberCentre.overview.money"),
      value: t("memberCentre.ledger.yuan", { amount: formatYuan(member.money) }),
    },
    { label: t("memberCentre.overview.score"), value: String(member.score) },
    {
      label: t("memberCentre.overview.lastLogin"),
      value: member.last_login_time ? siteTime(member.last_login_time) : t("memberCentre.overview.never"),
    },
    {
      label: t("memberCentre.overview.joined"),
      value: member.join_time ? siteTime(member.join_time, "yyyy-mm-dd") : "-",
    },
  ];
  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body>
          <Stack gap="6">
            <HStack gap="4">
              <Avatar.Root size="xl">
                <Avatar.Fallback name={name} />
                {member.avatar ? (
                  <Avatar.Image src={assetUrl(member.avatar, window.location.origin)} alt="" />
                ) : null}
              </Avatar.Root>
              <Stack gap="1">
                <Heading as="h1" size="lg">
                  {t("memberCentre.overview.greeting", {
                    greeting: greeting(wallClockAt(Date.now(), siteTimeZone.get()).hour, lang),
                    name,
                  })}
                </Heading>
                {member.motto ? <Text color="fg.muted">{member.motto}</Text> : null}
              </Stack>
            </HStack>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
              {stats.map((stat) => (
                <Stat.Root key={stat.label} borderWidth="1px" borderRadius="md" p="3">
                  <Stat.Label>{stat.label}</Stat.Label>
                  <Stat.ValueText fontSize={{ base: "md", md: "lg" }}>{stat.value}</Stat.ValueText>
                </Stat.Root>
              ))}
            </SimpleGrid>
          </Stack>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading as="h2" size="md">
            {t("memberCentre.overview.week")}
          </Heading>
        </Card.Header>
        <Card.Body>
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
            <BarChart
              title={t("memberCentre.overview.scoreChart")}
              points={series(week.data?.score)}
              emptyText={t("memberCentre.ledger.empty")}
            />
            <BarChart
              title={t("memberCentre.overview.moneyChart")}
              points={series(week.data?.money)}
              emptyText={t("memberCentre.ledger.empty")}
              format={(v) => v.toFixed(2)}
            />
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
