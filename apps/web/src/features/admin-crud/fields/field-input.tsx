import {
  Checkbox,
  CheckboxGroup,
  Input,
  NumberInput,
  RadioGroup,
  Spinner,
  Stack,
  Switch,
  Textarea,
} from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { CityField } from "./city-field.tsx";
import { ColorField } from "./color-field.tsx";
import { DateTimeInput } from "./datetime-input.tsx";
import type { FieldDef } from "./field-types.ts";
import { DEFAULT_ICON, IconField } from "./icon-field.tsx";
import { type KeyValue, KeyValueField } from "./key-value-field.tsx";
import { SearchableSelectField } from "./searchable-select-field.tsx";
import { SelectField } from "./select-field.tsx";
import { UploadField } from "./upload-field.tsx";
import { VideoField } from "./video-field.tsx";

const RichTextEditor = lazy(() => import("./editor/rich-text-editor.tsx"));

type Props = {
  field: FieldDef;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  /** The form's values, for a custom field that depends on another. */
  values?: Record<string, unknown>;
};

const text = (v: unknown) => (v === null || v === undefined ? "" : String(v));
const texts = (v: unknown) => (Array.isArray(v) ? v.map(String) : v ? [String(v)] : []);

/** The input of one form field by its type. */
export function FieldInput({ field, value, onChange, onBlur, values = {} }: Props) {
  const label = field.label;
  switch (field.type) {
    case "custom":
      return field.render?.({ value, onChange, values }) ?? null;
    case "string":
    case "password":
      return (
        <Input
          type={field.type === "password" ? "password" : "text"}
          autoComplete={field.type === "password" ? "new-password" : undefined}
          value={text(value)}
          placeholder={field.placeholder}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      );
    case "textarea":
      return (
        <Textarea value={text(value)} rows={4} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
      );
    case "number":
      return (
        <NumberInput.Root
          value={text(value)}
          onValueChange={(d) => onChange(Number.isNaN(d.valueAsNumber) ? "" : d.valueAsNumber)}
        >
          <NumberInput.Control />
          <NumberInput.Input onBlur={onBlur} />
        </NumberInput.Root>
      );
    case "switch":
      return (
        <Switch.Root
          checked={value === true || value === 1 || value === "1"}
          onCheckedChange={(d) => onChange(d.checked)}
        >
          <Switch.HiddenInput onBlur={onBlur} />
          <Switch.Control />
        </Switch.Root>
      );
    case "radio":
      return (
        <RadioGroup.Root value={text(value)} onValueChange={(d) => onChange(d.value)} aria-label={label}>
          <Stack direction="row" gap="4" rowGap="2" wrap="wrap">
            {(field.options ?? []).map((o) => (
              <RadioGroup.Item key={o.value} value={o.value}>
                <RadioGroup.ItemHiddenInput onBlur={onBlur} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{o.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      );
    case "checkbox":
      return (
        <CheckboxGroup value={texts(value)} onValueChange={(v) => onChange(v)} aria-label={label}>
          <Stack direction="row" gap="4" wrap="wrap">
            {(field.options ?? []).map((o) => (
              <Checkbox.Root key={o.value} value={o.value}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{o.label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </CheckboxGroup>
      );
    case "select":
      return (
        <SelectField
          label={label}
          value={text(value)}
          options={field.options ?? []}
          onChange={onChange}
          onBlur={onBlur}
        />
      );
    case "searchSelect":
      return (
        <SearchableSelectField
          label={label}
          value={text(value)}
          options={field.options ?? []}
          onChange={onChange}
          onBlur={onBlur}
        />
      );
    case "remoteSelect":
      return field.remote
        ? field.remote.render({ value: field.remote.multiple ? texts(value) : text(value), onChange, label })
        : null;
    case "image":
    case "images":
    case "file":
    case "files": {
      const multiple = field.type === "images" || field.type === "files";
      return (
        <UploadField
          value={multiple ? texts(value) : text(value)}
          onChange={onChange}
          multiple={multiple}
          images={field.type === "image" || field.type === "images"}
          label={label}
        />
      );
    }
    case "video":
      return <VideoField value={text(value)} onChange={onChange} onBlur={onBlur} label={label} />;
    case "date":
      // A calendar day ('YYYY-MM-DD', '' for none): no time zone to shift it.
      return (
        <Input type="date" value={text(value)} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
      );
    case "datetime":
      return (
        <DateTimeInput
          value={typeof value === "number" ? value : Number(value) || null}
          onChange={onChange}
          onBlur={onBlur}
          label={label}
        />
      );
    case "city":
      return <CityField value={text(value)} onChange={onChange} label={label} />;
    case "color":
      return <ColorField value={text(value)} onChange={onChange} onBlur={onBlur} label={label} />;
    case "icon":
      return <IconField value={text(value) || DEFAULT_ICON} onChange={onChange} label={label} />;
    case "keyValue":
      return (
        <KeyValueField
          value={Array.isArray(value) ? (value as KeyValue[]) : []}
          onChange={onChange}
          label={label}
        />
      );
    case "editor":
      return (
        <Suspense fallback={<Spinner />}>
          <RichTextEditor value={text(value)} onChange={onChange} label={label} />
        </Suspense>
      );
  }
}
