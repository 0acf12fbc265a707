import { Button, Flex, Input, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type Props = {
  label: string;
  help?: string;
  initial: string;
  onApply: (address: string) => void;
  onCancel: () => void;
  /** Shown beside the input when the address is there (a link's "remove"). */
  onRemove?: () => void;
};

/** An address a link or a video points at: a site path or an http(s) URL. */
export const isEditorAddress = (value: string) => /^(?:https?:\/\/[^\s/]+|\/(?!\/))\S*$/i.test(value);

/** The editor's address row under its toolbar, for a link or a video's address. */
export function AddressBar({ label, help, initial, onApply, onCancel, onRemove }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const address = value.trim();
    if (!isEditorAddress(address)) return setInvalid(true);
    onApply(address);
  };
  return (
    <Flex gap="2" p="2" borderBottomWidth="1px" align="center" wrap="wrap">
      <Input
        size="sm"
        flex="1"
        minW="12rem"
        autoFocus
        aria-label={label}
        placeholder={label}
        value={value}
        aria-invalid={invalid}
        onChange={(e) => {
          setValue(e.target.value);
          setInvalid(false);
        }}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            apply();
          } else if (e.key === "Escape") {
            e.stopPropagation();
            onCancel();
          }
        }}
      />
      <Button size="sm" onClick={apply} type="button">
        {t("editor.apply")}
      </Button>
      {onRemove ? (
        <Button size="sm" variant="outline" onClick={onRemove} type="button">
          {t("editor.unlink")}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={onCancel} type="button">
        {t("adminUi.common.cancel")}
      </Button>
      {invalid || help ? (
        <Text
          w="full"
          fontSize="xs"
          color={invalid ? "red.fg" : "fg.muted"}
          role={invalid ? "alert" : undefined}
        >
          {invalid ? t("editor.invalidUrl") : help}
        </Text>
      ) : null}
    </Flex>
  );
}
