import { NativeSelect } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Choice } from "../crud-columns.ts";

type Props = {
  label: string;
  value: string;
  options: Choice[];
  onChange: (value: string) => void;
  onBlur: () => void;
};

/**
 * A choice of one option. A value that is none of the options (nothing chosen yet, or a value stored by
 * other means) is shown as it is, as an option of its own, never as the first option: the form shows
 * what is stored, and saving it unchanged keeps it.
 */
export function SelectField({ label, value, options, onChange, onBlur }: Props) {
  const { t } = useTranslation();
  const known = options.some((option) => option.value === value);
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
        {known ? null : (
          <option value={value}>{value === "" ? t("adminUi.form.choose", { label }) : value}</option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
    </NativeSelect.Root>
  );
}
