import { Avatar, Box, Button, HStack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { assetUrl } from "../../lib/asset-url.ts";
import { showToast } from "../../theme/toaster-store.ts";
import { timeCell } from "../admin-crud/cells.tsx";
import { errorText } from "../admin-crud/error-text.ts";
import { Can, PagePermissions, useCan } from "../admin-shell/permissions.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import type { LedgerKind } from "./ledger-form.ts";
import { useApproveMembers } from "./member-approval.ts";
import type { MemberRow } from "./member-types.ts";

type Props = { row: MemberRow; onAdjust: (kind: LedgerKind) => void };

/**
 * A member's own buttons: adjust the balance or the points (the ledgers' add permission, whichever page
 * it is pressed on) and disable or enable (the member's edit permission; disabling ends his sessions), or
 * approve one awaiting approval.
 */
export function MemberRowActions({ row, onAdjust }: Props) {
  const { t } = useTranslation();
  const can = useCan();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const edit = useMutation(trpc.user.user.edit.mutationOptions());
  const enabling = row.status === "disable";
  const approval = useApproveMembers();

  const toggle = async () => {
    const { id, username, nickname, group_id, email, mobile, avatar, gender, birthday, motto } = row;
    try {
      await edit.mutateAsync({
        ...{ id, username, nickname, group_id, email, mobile, avatar, gender, motto },
        birthday: birthday ?? "",
        password: "",
        status: enabling ? "enable" : "disable",
      });
      showToast({
        type: "success",
        message: t(enabling ? "memberAdmin.user.enabled" : "memberAdmin.user.disabled", { username }),
      });
      await queryClient.invalidateQueries(trpc.user.user.pathFilter());
    } catch (error) {
      showToast({ type: "error", message: errorText(error) });
    }
  };

  return (
    <>
      <PagePermissions path="user/moneyLog">
        <Can node="user/moneyLog/add">
          <Button size="xs" variant="outline" onClick={() => onAdjust("money")}>
            {t("memberAdmin.user.adjustMoney")}
          </Button>
        </Can>
      </PagePermissions>
      <PagePermissions path="user/scoreLog">
        <Can node="user/scoreLog/add">
          <Button size="xs" variant="outline" onClick={() => onAdjust("score")}>
            {t("memberAdmin.user.adjustScore")}
          </Button>
        </Can>
      </PagePermissions>
      {can("user/user/edit") && row.status === "pending" ? (
        <Button
          size="xs"
          variant="solid"
          colorPalette="green"
          loading={approval.busy}
          onClick={() => void approval.run([row.id])}
        >
          {t("memberAdmin.user.approve")}
        </Button>
      ) : can("user/user/edit") ? (
        <Button
          size="xs"
          variant="outline"
          colorPalette={enabling ? "green" : "orange"}
          loading={edit.isPending}
          onClick={() => void toggle()}
        >
          {t(enabling ? "memberAdmin.user.enable" : "memberAdmin.user.disable")}
        </Button>
      ) : null}
    </>
  );
}

/** A member as the list names him: avatar, username, and the nickname below it. */
export function MemberCell({ row }: { row: MemberRow }) {
  return (
    <HStack gap="2">
      <Avatar.Root size="xs">
        <Avatar.Fallback name={row.nickname || row.username} />
        {row.avatar ? <Avatar.Image src={assetUrl(row.avatar, window.location.origin)} alt="" /> : null}
      </Avatar.Root>
      <Box lineHeight="short">
        <Text fontWeight="medium">{row.username}</Text>
        <Text fontSize="xs" color="fg.muted">
          {row.nickname}
        </Text>
      </Box>
    </HStack>
  );
}

/** A time as the date with the time of day below it, so the wide member list keeps its buttons in view. */
export function TwoLineTime({ seconds }: { seconds: number | null }) {
  const [date, time] = timeCell(seconds).split(" ");
  return (
    <Box lineHeight="short" whiteSpace="nowrap">
      <Text>{date}</Text>
      {time ? (
        <Text fontSize="xs" color="fg.muted">
          {time}
        </Text>
      ) : null}
    </Box>
  );
}
