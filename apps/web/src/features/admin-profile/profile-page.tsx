import { Card, Heading, SimpleGrid, Spinner, Text } from "@chakra-ui/react";
import { validationMessage } from "@corp/domain/account";
import { changePasswordInput, profileInput } from "@corp/server/schemas/auth/account";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { refreshSiteData } from "../../app/site-data.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { siteTime } from "../../lib/site-time.ts";
import { showToast } from "../../theme/toaster-store.ts";
import { CrudForm } from "../admin-crud/crud-form.tsx";
import { useCan } from "../admin-shell/permissions.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { adminSession } from "../auth/admin-session.ts";

/** routine/adminInfo: the logged-in admin edits his profile and changes his password. */
export function ProfilePage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const can = useCan();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const profile = useQuery(trpc.account.profile.queryOptions());
  const saveProfile = useMutation(trpc.account.saveProfile.mutationOptions());
  const changePassword = useMutation(trpc.account.changePassword.mutationOptions());

  // The confirmation is the form's own rule; the server takes the old and the new password.
  const passwordForm = useMemo(
    () =>
      changePasswordInput.extend({ confirm: z.string() }).refine((v) => v.newPassword === v.confirm, {
        path: ["confirm"],
        message: t("adminUi.profile.passwordMismatch"),
      }),
    [t],
  );

  if (!profile.data) return <Spinner />;
  const data = profile.data;
  const editable = can("routine/adminInfo/edit");

  const submitProfile = async (values: Record<string, unknown>) => {
    const saved = await saveProfile.mutateAsync(profileInput.parse(values));
    const session = adminSession.get();
    if (session) adminSession.save({ ...session, nickname: saved.nickname, avatar: saved.avatar });
    showToast({ type: "success", message: t("adminUi.common.done") });
    await queryClient.invalidateQueries(trpc.account.profile.queryFilter());
    await refreshSiteData(queryClient);
  };
  const submitPassword = async (values: Record<string, unknown>) => {
    const v = passwordForm.parse(values);
    await changePassword.mutateAsync({ oldPassword: v.oldPassword, newPassword: v.newPassword });
    showToast({ type: "success", message: t("adminUi.common.done") });
  };

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
      <Card.Root>
        <Card.Header>
          <Heading size="md">{t("adminUi.profile.title")}</Heading>
          <Text color="fg.muted" fontSize="sm">
            {data.username} · {t("adminUi.profile.lastLogin")}: {siteTime(data.last_login_time)}
          </Text>
        </Card.Header>
        <Card.Body>
          <CrudForm
            schema={profileInput}
            defaultValues={{
              avatar: data.avatar,
              nickname: data.nickname,
              email: data.email,
              mobile: data.mobile,
              motto: data.motto,
            }}
            fields={[
              { name: "avatar", label: t("collections.auth/admin.fields.avatar"), type: "image" },
              { name: "nickname", label: t("collections.auth/admin.fields.nickname"), type: "string" },
              { name: "email", label: t("collections.auth/admin.fields.email"), type: "string" },
              { name: "mobile", label: t("collections.auth/admin.fields.mobile"), type: "string" },
              { name: "motto", label: t("collections.auth/admin.fields.motto"), type: "textarea" },
            ]}
            onSubmit={submitProfile}
            submitLabel={t("adminUi.profile.save")}
            readOnly={!editable}
          />
        </Card.Body>
      </Card.Root>
      {editable ? (
        <Card.Root>
          <Card.Header>
            <Heading size="md">{t("adminUi.profile.changePassword")}</Heading>
          </Card.Header>
          <Card.Body>
            <CrudForm
              schema={passwordForm}
              fieldMessages={{ newPassword: validationMessage("password", lang) }}
              defaultValues={{ oldPassword: "", newPassword: "", confirm: "" }}
              fields={[
                { name: "oldPassword", label: t("adminUi.profile.oldPassword"), type: "password" },
                { name: "newPassword", label: t("adminUi.profile.newPassword"), type: "password" },
                { name: "confirm", label: t("adminUi.profile.confirmPassword"), type: "password" },
              ]}
              onSubmit={submitPassword}
              submitLabel={t("adminUi.profile.changePassword")}
            />
          </Card.Body>
        </Card.Root>
      ) : null}
    </SimpleGrid>
  );
}
