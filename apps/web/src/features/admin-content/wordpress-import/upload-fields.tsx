import { Alert, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { fileSize } from "../../../lib/file-size.ts";
import { errorText } from "../../admin-crud/error-text.ts";
import { uploadExport } from "./use-import-run.ts";

type PickerProps = {
  label: string;
  help?: string;
  accept: string;
  file: File | null;
  onChange: (file: File | null) => void;
  testId: string;
};

/** One file to choose: a button, the chosen file's name and size, and (when chosen) removing it. */
function FilePicker({ label, help, accept, file, onChange, testId }: PickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  return (
    <Stack gap="1.5">
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <HStack gap="2" minW="0">
        <input
          ref={input}
          type="file"
          accept={accept}
          hidden
          aria-labelledby={labelId}
          data-testid={testId}
          onChange={(e) => {
            onChange(e.target.files?.[0] ?? null);
            e.target.value = "";
          }}
        />
        <Button size="sm" variant="outline" flexShrink={0} onClick={() => input.current?.click()}>
          <Upload /> {t("contentAdmin.wordpressImport.choose")}
        </Button>
        <Text fontSize="sm" color={file ? undefined : "fg.muted"} truncate>
          {file ? `${file.name} (${fileSize(file.size)})` : t("contentAdmin.wordpressImport.noneChosen")}
        </Text>
        {file ? (
          <Button size="xs" variant="ghost" flexShrink={0} onClick={() => onChange(null)}>
            {t("contentAdmin.wordpressImport.remove")}
          </Button>
        ) : null}
      </HStack>
      {help ? (
        <Text fontSize="xs" color="fg.muted">
          {help}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The upload step's state: the files chosen, sending them, and the refusal to show in place. */
export function useExportUpload(onUploaded: (id: number) => void) {
  const [file, setFile] = useState<File | null>(null);
  const [media, setMedia] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState("");
  return {
    file,
    media,
    busy,
    refusal,
    setFile: (chosen: File | null) => {
      setFile(chosen);
      setRefusal("");
    },
    setMedia: (chosen: File | null) => {
      setMedia(chosen);
      setRefusal("");
    },
    reset: () => {
      setFile(null);
      setMedia(null);
      setRefusal("");
    },
    send: async () => {
      if (!file) return;
      setBusy(true);
      setRefusal("");
      try {
        const { id } = await uploadExport(file, media);
        setFile(null);
        setMedia(null);
        onUploaded(id);
      } catch (error) {
        setRefusal(errorText(error));
      } finally {
        setBusy(false);
      }
    },
  };
}

export type ExportUpload = ReturnType<typeof useExportUpload>;

/** Choosing the export (required) and the media zip (only for an old site that is gone). */
export function UploadFields({ upload }: { upload: ExportUpload }) {
  const { t } = useTranslation();
  return (
    <Stack gap="5">
      <Text fontSize="sm">{t("contentAdmin.wordpressImport.uploadHint")}</Text>
      <FilePicker
        label={t("contentAdmin.wordpressImport.exportFile")}
        accept=".xml,text/xml,application/xml"
        file={upload.file}
        onChange={upload.setFile}
        testId="wordpress-export-file"
      />
      <FilePicker
        label={t("contentAdmin.wordpressImport.mediaFile")}
        help={t("contentAdmin.wordpressImport.mediaHelp")}
        accept=".zip,application/zip"
        file={upload.media}
        onChange={upload.setMedia}
        testId="wordpress-media-zip"
      />
      {upload.refusal ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{upload.refusal}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
