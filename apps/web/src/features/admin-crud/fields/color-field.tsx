import { Box, Flex, Input } from "@chakra-ui/react";
import { HEX_COLOR } from "@corp/domain/brand/contrast";
import { useTranslation } from "react-i18next";

/**
 * A colour as `#rrggbb`: typed in the text field or picked with the browser's colour picker, shown in a
 * swatch as it is typed (a value that is no colour yet shows none).
 */
export function ColorField({
  value,
  onChange,
  onBlur,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  label: string;
}) {
  const { t } = useTranslation();
  const color = HEX_COLOR.test(value) ? value.toLowerCase() : undefined;
  return (
    <Flex gap="2" align="center">
      <Box
        data-testid="color-swatch"
        aria-hidden="true"
        width="9"
        height="9"
        flexShrink={0}
        borderWidth="1px"
        borderRadius="md"
        style={{ background: color ?? "transparent" }}
      />
      <Input
        value={value}
        maxLength={7}
        placeholder="#rrggbb"
        fontFamily="mono"
        maxW="10rem"
        onChange={(e) => onChange(e.target.value.trim())}
        onBlur={onBlur}
      />
      <input
        type="color"
        aria-label={t("adminUi.form.choose", { label })}
        value={color ?? "#000000"}
        onChange={(e) => onChange(e.target.value)}
        style={{ width: "2.25rem", height: "2.25rem", padding: 0, border: 0, cursor: "pointer" }}
      />
    </Flex>
  );
}
