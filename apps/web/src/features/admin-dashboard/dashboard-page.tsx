import { Alert, Card, Heading, SimpleGrid, Skeleton, Stack, Stat, Text } from "@chakra-ui/react";
import { greeting } from "@corp/domain/greeting";
import { wallClockAt } from "@corp/domain/time-zone";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/use-language.ts";
import { siteTime, useSiteTimeZone } from "../../lib/site-time.ts";
import { useStore } from "../../lib/store/persistent-store.ts";
import { useTRPC } from "../admin-shell/trpc.ts";
import { adminSession } from "../auth/admin-session.ts";
import { BarChart } from "../charts/bar-chart.tsx";
import { LastBackupLine } from "./last-backup.tsx";

const countKeys = ["admin", "user", "article", "attachment", "newLead", "untranslated"] as const;

export function DashboardPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const trpc = useTRPC();
  const admin = useStore(adminSession);
  const overview = useQuery(trpc.dashboard.overview.queryOptions());
  const charts = useQuery(trpc.dashboard.charts.queryOptions());
  const timeZone = useSiteTimeZone();
  const name = admin?.nickname || admin?.username || "";

  return (
    <Stack gap="6">
      <Card.Root>
        <Card.Body>
          <Heading as="h1" size="xl">
            {t("admin.greeting", { greeting: greeting(wallClockAt(Date.now(), timeZone).hour, lang), name })}
          </Heading>
          {overview.data ? (
            <>
              <Text color="fg.muted" mt="2">
                {t("admin.serverTime", { time: siteTime(overview.data.serverTime), zone: timeZone })}
              </Text>
              <LastBackupLine backup={overview.data.lastBackup} />
            </>
          ) : null}
        </Card.Body>
      </Card.Root>
      {overview.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t("admin.loadFailed", { message: overview.error.message })}</Alert.Title>
        </Alert.Root>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 6 }} gap="4">
        {countKeys.map((key) => (
          <Card.Root key={key}>
            <Card.Body>
              <Stat.Root>
                <Stat.Label>{t(`admin.counts.${key}`)}</Stat.Label>
                <Skeleton loading={overview.isPending} minH="9">
                  <Stat.ValueText>{overview.data?.counts[key] ?? "-"}</Stat.ValueText>
                </Skeleton>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      {charts.data ? (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <Card.Root>
            <Card.Body>
              <BarChart
                title={t("adminUi.dashboard.articlesPerMonth")}
                points={charts.data.articlesPerMonth}
                emptyText={t("adminUi.dashboard.noData")}
              />
            </Card.Body>
          </Card.Root>
          <Card.Root>
            <Card.Body>
              <BarChart
                title={t("adminUi.dashboard.writesPerDay")}
                points={charts.data.writesPerDay}
                emptyText={t("adminUi.dashboard.noData")}
              />
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
