import { Box, Button, Flex, Image, Link, Text } from "@chakra-ui/react";
import { isApiError } from "@corp/client";
import { Library, Upload, X } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { assetUrl } from "../../../lib/asset-url.ts";
import { AttachmentPicker } from "./attachment-picker.tsx";
import { uploadFile } from "./upload-api.ts";

type Props = {
  value: string | string[];
  onChange: (value: string | string[]) => void;
  multiple: boolean;
  images: boolean;
  label: string;
};

const listOf = (value: string | string[]) => (Array.isArray(value) ? value : value ? [value] : []);

/** Image(s) or file(s): uploaded through the ajax endpoint or chosen from the library; keeps the stored URLs. */
export function UploadField({ value, onChange, multiple, images, label }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [choosing, setChoosing] = useState(false);
  const urls = listOf(value);
  const set = (next: string[]) => onChange(multiple ? next : (next[0] ?? ""));

  const pick = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setBusy(true);
    setError(undefined);
    try {
      const added: string[] = [];
      for (const file of Array.from(files)) added.push(await uploadFile(file));
      set(multiple ? [...urls, ...added] : added);
    } catch (e) {
      setError(isApiError(e) ? e.msg : String(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <Box>
      <Flex gap="2" wrap="wrap" align="center">
        {urls.map((url) => (
          <Box key={url} position="relative" borderWidth="1px" borderRadius="md" p="1">
            {images ? (
              <Image src={assetUrl(url, window.location.origin)} alt="" boxSize="16" objectFit="cover" />
            ) : (
              <Link
                href={assetUrl(url, window.location.origin)}
                target="_blank"
                fontSize="sm"
                maxW="12rem"
                truncate
              >
                {url.split("/").pop()}
              </Link>
            )}
            <Button
              size="2xs"
              variant="ghost"
              position="absolute"
              top="0"
              right="0"
              aria-label={t("adminUi.form.removeFile")}
              onClick={() => set(urls.filter((u) => u !== url))}
            >
              <X />
            </Button>
          </Box>
        ))}
        {multiple || urls.length === 0 ? (
          <>
            <Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()}>
              <Upload /> {images ? t("adminUi.form.uploadImage") : t("adminUi.form.uploadFile")}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setChoosing(true)}>
              <Library /> {t("editor.library.fromLibrary")}
            </Button>
          </>
        ) : null}
      </Flex>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        multiple={multiple}
        accept={images ? "image/*" : undefined}
        onChange={(e) => void pick(e.target.files)}
      />
      <AttachmentPicker
        open={choosing}
        kind={images ? "image" : "file"}
        onClose={() => setChoosing(false)}
        onPick={(url) => {
          setChoosing(false);
          if (!urls.includes(url)) set(multiple ? [...urls, url] : [url]);
        }}
      />
      {error ? (
        <Text color="red.fg" fontSize="sm" mt="1" role="alert">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}
