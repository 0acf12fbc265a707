import { Avatar, Button, HStack, Text } from "@chakra-ui/react";
import { Upload } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { assetUrl } from "../../lib/asset-url.ts";
import { errorText } from "../admin-crud/error-text.ts";
import { uploadTo } from "../admin-crud/fields/upload-api.ts";

/** The member's picture: shown, and replaced by a picture uploaded through `/api/ajax/upload`. */
export function AvatarField({
  value,
  name,
  onChange,
}: {
  value: string;
  name: string;
  onChange: (url: string) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      onChange(await uploadTo("/api/ajax/upload", file, "avatar"));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };
  return (
    <HStack gap="4" align="center" wrap="wrap">
      <Avatar.Root size="2xl">
        <Avatar.Fallback name={name} />
        {value ? <Avatar.Image src={assetUrl(value, window.location.origin)} alt="" /> : null}
      </Avatar.Root>
      <Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()} type="button">
        <Upload /> {t("memberCentre.profile.changeAvatar")}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={t("memberCentre.profile.avatar")}
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      {error ? (
        <Text color="red.fg" fontSize="sm" role="alert" w="full">
          {error}
        </Text>
      ) : null}
    </HStack>
  );
}
