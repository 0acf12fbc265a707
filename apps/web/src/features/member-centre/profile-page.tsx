import {
  Button,
  Card,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  RadioGroup,
  Separator,
  Stack,
  Text,
  Textarea,
} from "@chakra-ui/react";
import type { UserInfo } from "@corp/contract/types";
import { profileSchema } from "@corp/domain/member-profile";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { hooks, queries } from "../../app/api.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { showServerErrors } from "../../lib/forms/server-errors.ts";
import { memberSession } from "../auth/member-session.ts";
import { AvatarField } from "./avatar-field.tsx";
import { ChangeBindDialog } from "./change-bind-dialog.tsx";
import { memberApi, type VerificationType } from "./member-api.ts";

type Values = z.input<ReturnType<typeof profileSchema>>;
const FIELDS = ["avatar", "username", "nickname", "gender", "birthday", "motto"] as const;

/** account/profile: the member's own details, and the email and mobile bound to the account. */
export function ProfilePage() {
  const member = useQuery(queries.siteIndex(1)).data?.userInfo;
  return member ? <ProfileForm member={member} /> : null;
}

function ProfileForm({ member }: { member: UserInfo }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const [binding, setBinding] = useState<VerificationType | null>(null);
  const config = useQuery(hooks.accountProfileConfigQuery());
  const schema = useMemo(() => profileSchema(lang), [lang]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      avatar: member.avatar,
      username: member.username,
      nickname: member.nickname,
      gender: member.gender,
      birthday: member.birthday ?? "",
      motto: member.motto,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const refresh = () => queryClient.invalidateQueries({ queryKey: queries.siteIndex(1).queryKey });

  const submit = form.handleSubmit(async (values) => {
    try {
      const { userInfo } = await memberApi.saveProfile(schema.parse(values));
      memberSession.save(userInfo);
      await refresh();
    } catch (error) {
      showServerErrors(error, form.setError, FIELDS);
    }
  });

  const bindRow = (type: VerificationType) => {
    const value = type === "email" ? member.email : member.mobile;
    return (
      <HStack key={type} justify="space-between" gap="4" wrap="wrap">
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            {t(type === "email" ? "memberCentre.profile.email" : "memberCentre.profile.mobile")}
          </Text>
          <Text data-testid={`bound-${type}`}>{value || t("memberCentre.profile.notBound")}</Text>
        </Stack>
        <Button size="sm" variant="outline" onClick={() => setBinding(type)}>
          {value ? t("memberCentre.profile.change") : t("memberCentre.profile.bind")}
        </Button>
      </HStack>
    );
  };

  return (
    <Card.Root maxW="2xl">
      <Card.Header>
        <Heading as="h1" size="lg">
          {t("memberCentre.profile.title")}
        </Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <Controller
              control={form.control}
              name="avatar"
              render={({ field }) => (
                <AvatarField
                  value={field.value ?? ""}
                  name={member.nickname || member.username}
                  onChange={field.onChange}
                />
              )}
            />
            <Field.Root invalid={Boolean(errors.username)} required>
              <Field.Label>{t("memberCentre.profile.username")}</Field.Label>
              <Input {...form.register("username")} autoComplete="username" />
              <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.nickname)} required>
              <Field.Label>{t("memberCentre.profile.nickname")}</Field.Label>
              <Input {...form.register("nickname")} autoComplete="nickname" />
              <Field.ErrorText>{errors.nickname?.message}</Field.ErrorText>
            </Field.Root>
            <Controller
              control={form.control}
              name="gender"
              render={({ field }) => (
                <Field.Root>
                  <Field.Label>{t("memberCentre.profile.gender")}</Field.Label>
                  <RadioGroup.Root
                    value={String(field.value ?? 0)}
                    onValueChange={(d) => field.onChange(Number(d.value))}
                    aria-label={t("memberCentre.profile.gender")}
                  >
                    <Flex gap="4">
                      {(["0", "1", "2"] as const).map((value) => (
                        <RadioGroup.Item key={value} value={value}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>
                            {t(`memberCentre.profile.genders.${value}`)}
                          </RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Flex>
                  </RadioGroup.Root>
                </Field.Root>
              )}
            />
            <Field.Root invalid={Boolean(errors.birthday)}>
              <Field.Label>{t("memberCentre.profile.birthday")}</Field.Label>
              <Input {...form.register("birthday")} type="date" maxW="14rem" />
              <Field.ErrorText>{errors.birthday?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.motto)}>
              <Field.Label>{t("memberCentre.profile.motto")}</Field.Label>
              <Textarea {...form.register("motto")} rows={2} />
              <Field.ErrorText>{errors.motto?.message}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={isSubmitting} alignSelf="flex-start">
              {t("memberCentre.profile.save")}
            </Button>
          </Stack>
        </form>
        <Separator my="6" />
        <Stack gap="4">{(["email", "mobile"] as const).map(bindRow)}</Stack>
        <ChangeBindDialog
          key={binding ?? "none"}
          type={binding}
          bound={binding === "mobile" ? member.mobile : member.email}
          available={binding !== null && (config.data?.accountVerificationType ?? []).includes(binding)}
          onClose={() => setBinding(null)}
          onChanged={() => {
            setBinding(null);
            void refresh();
          }}
        />
      </Card.Body>
    </Card.Root>
  );
}
