import { Field, Input, NativeSelect, Switch, Textarea } from "@chakra-ui/react";
import type { ReactNode } from "react";

type Labelled = { label: string; help?: string | undefined; children: ReactNode };

/** A labelled entry of the design editor. */
export function Entry({ label, help, children }: Labelled) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{label}</Field.Label>
      {children}
      {help ? <Field.HelperText>{help}</Field.HelperText> : null}
    </Field.Root>
  );
}

type TextProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  help?: string;
  disabled?: boolean;
};

export function TextEntry({ label, value, onChange, help, disabled }: TextProps) {
  return (
    <Entry label={label} help={help}>
      <Input size="sm" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
    </Entry>
  );
}

export function LinesEntry({ label, value, onChange, help }: TextProps) {
  return (
    <Entry label={label} help={help}>
      <Textarea size="sm" rows={3} value={value} onChange={(e) => onChange(e.target.value)} />
    </Entry>
  );
}

type NumberProps = {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
};

export function NumberEntry({ label, value, onChange }: NumberProps) {
  return (
    <Entry label={label}>
      <Input
        size="sm"
        type="number"
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value === "" ? undefined : Number(e.target.value))}
      />
    </Entry>
  );
}

type SelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
};

export function SelectEntry({ label, value, onChange, options }: SelectProps) {
  return (
    <Entry label={label}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Entry>
  );
}

type SwitchProps = { label: string; checked: boolean; onChange: (checked: boolean) => void };

export function SwitchEntry({ label, checked, onChange }: SwitchProps) {
  return (
    <Switch.Root size="sm" checked={checked} onCheckedChange={(d) => onChange(d.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}
