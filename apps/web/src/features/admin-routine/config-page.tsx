import { Alert, Box, Button, Field, Flex, IconButton, Spinner, Stack, Tabs } from "@chakra-ui/react";
import { addInputOf } from "@corp/domain/collections/collection";
import { config } from "@corp/domain/collections/routine/config";
import { configGroupTitle } from "@corp/domain/config-group-titles";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/use-language.ts";
import { siteTimeZone } from "../../lib/site-time.ts";
import { showToast } from "../../theme/toaster-store.ts";
import { collectionDefaults, collectionFields } from "../admin-collections/collection-columns.tsx";
import { CrudFormDialog } from "../admin-crud/crud-form.tsx";
import { errorText } from "../admin-crud/error-text.ts";
import { FieldInput } from "../admin-crud/fields/field-input.tsx";
import { Can, useCan } from "../admin-shell/permissions.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { brandItemIn } from "./brand-items.ts";
import { configField, formValueOf, TIME_ZONE_SETTING } from "./config-field.ts";
import { quickEntrances } from "./quick-entrances.ts";
import type { ConfigGroups } from "./routine-types.ts";
import { seededItemIn } from "./seeded-items.ts";
import { shownWithSmsDriver } from "./sms-vendor-settings.ts";
import { TestMail } from "./test-mail.tsx";
import { TimeZoneNote } from "./time-zone-note.tsx";

function GroupForm({
  group,
  timeZones,
  siteTimeZone,
}: {
  group: ConfigGroups[number];
  timeZones: readonly string[];
  siteTimeZone: string;
}) {
  const { t } = useTranslation();
  const can = useCan();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const saveGroup = useMutation(trpc.routine.config.saveGroup.mutationOptions());
  const del = useMutation(trpc.routine.config.del.mutationOptions());
  const refresh = () => queryClient.invalidateQueries(trpc.routine.config.getGroups.queryFilter());
  const [error, setError] = useState<string>();
  const form = useForm<Record<string, unknown>>({
    defaultValues: Object.fromEntries(group.items.map((i) => [i.name, formValueOf(i)])),
  });
  // The SMS group shows the settings of the vendor chosen only (Alibaba Cloud's or Tencent Cloud's).
  const smsDriver = form.watch("sms_driver");
  const shown = group.items
    .filter((item) => shownWithSmsDriver(item.name, smsDriver))
    .map((item) => seededItemIn(brandItemIn(item, t), t));
  const save = form.handleSubmit(async (values) => {
    setError(undefined);
    try {
      await saveGroup.mutateAsync({ group: group.key, values });
      showToast({ type: "success", message: t("adminUi.config.saved") });
      await refresh();
    } catch (e) {
      setError(errorText(e));
    }
  });
  const remove = async (id: number) => {
    try {
      await del.mutateAsync({ ids: [id] });
      await refresh();
    } catch (e) {
      showToast({ type: "error", message: errorText(e) });
    }
  };
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="4" maxW="48rem">
        {group.key === "brand" ? (
          <Box fontSize="sm" color="fg.muted">
            {t("adminUi.config.brand.note")}
          </Box>
        ) : null}
        {shown.map((item) => {
          const field = configField(item, timeZones);
          return (
            <Field.Root key={item.id}>
              <Flex align="center" gap="2">
                <Field.Label>{item.title}</Field.Label>
                <Box fontSize="xs" color="fg.muted">
                  {item.name}
                </Box>
                {item.allow_del === 1 && can("routine/config/del") ? (
                  <IconButton
                    size="2xs"
                    variant="ghost"
                    aria-label={t("adminUi.config.remove")}
                    onClick={() => void remove(item.id)}
                  >
                    <Trash2 />
                  </IconButton>
                ) : null}
              </Flex>
              <Box width="100%">
                <Controller
                  control={form.control}
                  name={item.name}
                  render={({ field: f }) => (
                    <FieldInput field={field} value={f.value} onChange={f.onChange} onBlur={f.onBlur} />
                  )}
                />
              </Box>
              {field.help ? <Field.HelperText>{field.help}</Field.HelperText> : null}
              {item.name === TIME_ZONE_SETTING ? (
                <TimeZoneNote stored={item.value} used={siteTimeZone} />
              ) : null}
              {item.secretSet === undefined ? null : (
                <Field.HelperText>
                  {t(item.secretSet ? "adminUi.config.secretSet" : "adminUi.config.secretUnset")}
                </Field.HelperText>
              )}
            </Field.Root>
          );
        })}
        {error ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        {group.key === "mail" && can("routine/config/edit") ? (
          <TestMail values={() => form.getValues()} />
        ) : null}
        <Can node="routine/config/edit">
          <Button
            type="submit"
            colorPalette="brand"
            alignSelf="flex-start"
            loading={form.formState.isSubmitting}
          >
            {t("adminUi.config.save")}
          </Button>
        </Can>
      </Stack>
    </form>
  );
}

/** The add form's check, the server's own: the options entered as key-value rows are taken as a map. */
const itemForm = addInputOf(config);

/** routine/config: the site settings by group, each group saved at once; admins may add items. */
export function ConfigPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const addItem = useMutation(trpc.routine.config.add.mutationOptions());
  const [adding, setAdding] = useState(false);
  const groups = useQuery(trpc.routine.config.getGroups.queryOptions());
  // A zone just saved is the admin's clock at once, not after the next load.
  const zone = groups.data?.site.timeZone;
  useEffect(() => {
    if (zone) siteTimeZone.set(zone);
  }, [zone]);
  if (!groups.data) return groups.isError ? <Box color="red.fg">{errorText(groups.error)}</Box> : <Spinner />;
  const list = groups.data.groups;
  const entrances = quickEntrances(list);
  // The groups an item may join, as the declaration's offered field names them.
  const groupChoices = { group: list.map((g) => ({ value: g.key, label: `${g.title} (${g.key})` })) };

  const add = async (values: Record<string, unknown>) => {
    await addItem.mutateAsync(itemForm.parse(values));
    setAdding(false);
    await queryClient.invalidateQueries(trpc.routine.config.getGroups.queryFilter());
  };

  return (
    <Box bg="bg" borderWidth="1px" borderRadius="md" p="4">
      {entrances.length > 0 ? (
        <Flex
          as="nav"
          aria-label={t("adminUi.config.quickEntrance")}
          align="center"
          gap="2"
          wrap="wrap"
          mb="4"
        >
          <Box fontSize="sm" color="fg.muted">
            {t("adminUi.config.quickEntrance")}
          </Box>
          {entrances.map((e) => (
            <Button key={e.href} size="xs" variant="subtle" asChild>
              <Link to={e.href}>{e.title}</Link>
            </Button>
          ))}
        </Flex>
      ) : null}
      <Tabs.Root defaultValue={list[0]?.key} lazyMount>
        <Flex align="center" gap="2">
          <Tabs.List flex="1" overflowX="auto">
            {list.map((g) => (
              <Tabs.Trigger key={g.key} value={g.key} whiteSpace="nowrap" flexShrink={0}>
                {configGroupTitle(g, lang)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Can node="routine/config/add">
            <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
              {t("adminUi.config.addItem")}
            </Button>
          </Can>
        </Flex>
        {list.map((g) => (
          <Tabs.Content key={g.key} value={g.key}>
            <GroupForm
              key={JSON.stringify(g.items.map((i) => [i.id, i.value]))}
              group={g}
              timeZones={groups.data.timeZones}
              siteTimeZone={groups.data.site.timeZone}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <CrudFormDialog
        open={adding}
        title={t("adminUi.config.addItem")}
        schema={itemForm}
        fields={collectionFields(config, t, groupChoices)}
        defaultValues={{ ...collectionDefaults(config, undefined), group: list[0]?.key ?? "" }}
        onSubmit={add}
        onClose={() => setAdding(false)}
      />
    </Box>
  );
}
