import { Flex, RadioGroup } from "@chakra-ui/react";
import type { CodeChannel } from "@corp/domain/code-events";
import { useTranslation } from "react-i18next";

/** Where a code goes, when the site can send both: email or mobile (register and retrieve forms). */
export function ChannelChoice({
  channels,
  value,
  onChange,
}: {
  channels: readonly CodeChannel[];
  value: string;
  onChange: (channel: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(d) => onChange(d.value)}
      aria-label={t("memberCentre.register.by")}
    >
      <Flex gap="4">
        {channels.map((channel) => (
          <RadioGroup.Item key={channel} value={channel}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              {t(channel === "email" ? "memberCentre.register.byEmail" : "memberCentre.register.byMobile")}
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Flex>
    </RadioGroup.Root>
  );
}
