import { Checkbox, Grid, Input, Text } from "@chakra-ui/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { WatchedController } from "./security-types.ts";

const HEADINGS = [
  "securityAdmin.rules.watch",
  "securityAdmin.sensitive.fieldName",
  "securityAdmin.rules.title",
  "securityAdmin.rules.secret",
] as const;

export type WatchedFields = Record<string, { title: string; secret: boolean }>;

type Props = {
  controllers: WatchedController[];
  controller: string;
  value: WatchedFields;
  onChange: (value: WatchedFields) => void;
};

/** The fields of the chosen controller's table: tick to watch, the name the log shows, secret or not. */
export function SensitiveFieldsEditor({ controllers, controller, value, onChange }: Props) {
  const { t } = useTranslation();
  const fields = controllers.find((c) => c.controller === controller)?.fields ?? [];
  if (fields.length === 0) {
    return <Text color="fg.muted">{t("securityAdmin.rules.chooseController")}</Text>;
  }
  const set = (name: string, entry: { title: string; secret: boolean } | undefined) => {
    const { [name]: _old, ...rest } = value;
    onChange(entry ? { ...rest, [name]: entry } : rest);
  };
  return (
    <Grid templateColumns="auto 1fr 2fr auto" gap="2" alignItems="center" data-testid="sensitive-fields">
      {HEADINGS.map((key) => (
        <Text key={key} fontSize="xs" color="fg.muted">
          {t(key)}
        </Text>
      ))}
      {fields.map((name) => {
        const entry = value[name];
        return (
          <FieldRow
            key={name}
            name={name}
            entry={entry}
            onWatch={(on) => set(name, on ? { title: name, secret: false } : undefined)}
            onChange={(next) => set(name, next)}
          />
        );
      })}
    </Grid>
  );
}

function FieldRow(props: {
  name: string;
  entry: { title: string; secret: boolean } | undefined;
  onWatch: (on: boolean) => void;
  onChange: (entry: { title: string; secret: boolean }) => void;
}) {
  const { name, entry } = props;
  // Own labels: inside the form's field the inputs would otherwise all be named after the field.
  const id = useId();
  return (
    <>
      <Text id={`${id}-secret`} hidden>
        {`${name} secret`}
      </Text>
      <Checkbox.Root checked={entry !== undefined} onCheckedChange={(d) => props.onWatch(d.checked === true)}>
        <Checkbox.HiddenInput aria-labelledby={`${id}-name`} />
        <Checkbox.Control />
      </Checkbox.Root>
      <Text id={`${id}-name`} fontFamily="mono" fontSize="sm">
        {name}
      </Text>
      <Input
        size="sm"
        value={entry?.title ?? ""}
        disabled={!entry}
        aria-label={`${name} title`}
        aria-labelledby={undefined}
        onChange={(e) => entry && props.onChange({ ...entry, title: e.target.value })}
      />
      <Checkbox.Root
        checked={entry?.secret === true}
        disabled={!entry}
        onCheckedChange={(d) => entry && props.onChange({ ...entry, secret: d.checked === true })}
      >
        <Checkbox.HiddenInput aria-labelledby={`${id}-secret`} />
        <Checkbox.Control />
      </Checkbox.Root>
    </>
  );
}
