import { Box, Flex, IconButton, Input } from "@chakra-ui/react";
import { DEFAULT_ICON } from "@corp/domain/collections/rule-tree-fields";
import { useTranslation } from "react-i18next";
import { FA_ICONS, FaIcon } from "./fa-icon.tsx";

export { DEFAULT_ICON };

/** Icon selector: a typed name with its preview, and a grid of common icons (default fa fa-circle-o). */
export function IconField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <Flex gap="2" align="center">
        <Box fontSize="lg" width="6">
          <FaIcon name={value || DEFAULT_ICON} size={20} />
        </Box>
        <Input
          size="sm"
          aria-label={label}
          value={value}
          placeholder={DEFAULT_ICON}
          onChange={(e) => onChange(e.target.value)}
        />
      </Flex>
      <Flex gap="1" wrap="wrap" mt="2">
        {Object.keys(FA_ICONS).map((icon) => (
          <IconButton
            key={icon}
            size="xs"
            variant={icon === value ? "solid" : "outline"}
            aria-label={t("adminUi.form.chooseIcon", { icon })}
            title={icon}
            onClick={() => onChange(icon)}
          >
            <FaIcon name={icon} />
          </IconButton>
        ))}
      </Flex>
    </Box>
  );
}
