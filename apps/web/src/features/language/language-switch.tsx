import { NativeSelect, type NativeSelectRootProps } from "@chakra-ui/react";
import { isLang, languages } from "@corp/domain/lang";
import { useTranslation } from "react-i18next";
import { setLanguage } from "../../i18n/i18n.ts";
import { useLanguage } from "../../i18n/use-language.ts";

/** zh-cn / en switch; the choice is remembered (localStorage) and applies at once. */
export function LanguageSwitch({
  size = "sm",
  width = "7.5rem",
}: {
  size?: NativeSelectRootProps["size"];
  width?: NativeSelectRootProps["width"];
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <NativeSelect.Root size={size} width={width} flexShrink={0}>
      <NativeSelect.Field
        aria-label={t("language.switchTo")}
        value={lang}
        bg="bg"
        color="fg"
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLang(next)) void setLanguage(next);
        }}
      >
        {languages.map((code) => (
          <option key={code} value={code}>
            {t(`language.${code}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
