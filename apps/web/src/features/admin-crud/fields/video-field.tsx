import { Button, Flex, Input, Text } from "@chakra-ui/react";
import { Library, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../error-text.ts";
import { AttachmentPicker } from "./attachment-picker.tsx";
import { uploadFile } from "./upload-api.ts";

type Props = { value: string; onChange: (value: string) => void; onBlur: () => void; label: string };

/** A video's address: typed (an MP4 or an HLS playlist URL), uploaded, or chosen from the library. */
export function VideoField({ value, onChange, onBlur, label }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [error, setError] = useState<string>();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      onChange(await uploadFile(file, "video"));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };
  return (
    <>
      <Flex gap="2" wrap="wrap">
        <Input
          flex="1"
          minW="14rem"
          value={value}
          aria-label={label}
          placeholder="https://…/video.mp4"
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
        <Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()}>
          <Upload /> {t("editor.videoUpload")}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setChoosing(true)}>
          <Library /> {t("editor.library.fromLibrary")}
        </Button>
      </Flex>
      <input
        ref={input}
        type="file"
        hidden
        accept="video/*"
        aria-label={t("editor.videoUpload")}
        onChange={(e) => void upload(e.target.files?.[0])}
      />
      <AttachmentPicker
        open={choosing}
        kind="video"
        onClose={() => setChoosing(false)}
        onPick={(url) => {
          setChoosing(false);
          onChange(url);
        }}
      />
      {error ? (
        <Text color="red.fg" fontSize="sm" mt="1" role="alert">
          {error}
        </Text>
      ) : null}
    </>
  );
}
