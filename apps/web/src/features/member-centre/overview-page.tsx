import { Avatar, Card, DataList, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { formatDate } from "@corp/domain/date";
import { fenToYuan } from "@corp/domain/money";
import { useTranslation } from "react-i18next";
import { useStore } from "../../lib/store/persistent-store.ts";
import { memberSession } from "../auth/member-session.ts";
import { assetUrl } from "../public/site/asset-url.ts";

export function OverviewPage() {
  const { t } = useTranslation();
  const member = useStore(memberSession);
  if (!member) return null;
  const name = member.nickname || member.username;
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="6">
          <HStack gap="4">
            <Avatar.Root size="lg">
              <Avatar.Fallback name={name} />
              {member.avatar ? (
                <Avatar.Image src={assetUrl(member.avatar, window.location.origin)} alt="" />
              ) : null}
            </Avatar.Root>
            <Stack gap="1">
              <Heading as="h1" size="lg">
                {t("pageTitle.memberOverview")}
              </Heading>
              {member.motto ? <Text color="fg.muted">{member.motto}</Text> : null}
            </Stack>
          </HStack>
          <DataList.Root orientation="horizontal" size="lg">
            <DataList.Item>
              <DataList.ItemLabel>{t("member.nickname")}</DataList.ItemLabel>
              <DataList.ItemValue>{name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("member.money")}</DataList.ItemLabel>
              <DataList.ItemValue>
                {t("member.moneyValue", { amount: fenToYuan(member.money) })}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("member.score")}</DataList.ItemLabel>
              <DataList.ItemValue>{member.score}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t("member.lastLoginTime")}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDate(member.last_login_time)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
