import { Box, Button, Flex, Image, Input, SimpleGrid, Spinner, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { FileText, FileVideo } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { assetUrl } from "../../../lib/asset-url.ts";
import { useTRPC } from "../../admin-shell/trpc.ts";
import { AdminDialog } from "../admin-dialog.tsx";
import { errorText } from "../error-text.ts";
import { TablePager } from "../table-pager.tsx";

/** Which files a picker offers: pictures, videos, or any file. */
export type LibraryKind = "image" | "video" | "file";

type Props = {
  open: boolean;
  kind: LibraryKind;
  onPick: (url: string) => void;
  onClose: () => void;
};

const PAGE_SIZE = 12;
const MIME_PREFIX: Record<LibraryKind, string | null> = { image: "image/", video: "video/", file: null };
const TITLE_KEY = { image: "images", video: "videos", file: "files" } as const;

/** The attachment library (routine/attachment) as a chooser: newest first, searched by name, paged. */
export function AttachmentPicker({ open, kind, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [name, setName] = useState("");
  const [page, setPage] = useState(1);
  const prefix = MIME_PREFIX[kind];
  const list = useQuery({
    ...trpc.routine.attachment.index.queryOptions(
      {
        page,
        limit: PAGE_SIZE,
        search: [
          ...(prefix ? [{ field: "mimetype", operator: "LIKE" as const, val: prefix }] : []),
          ...(name.trim() ? [{ field: "name", operator: "LIKE" as const, val: name.trim() }] : []),
        ],
      },
      { placeholderData: keepPreviousData },
    ),
    enabled: open,
  });
  const rows = list.data?.list ?? [];
  const origin = window.location.origin;
  return (
    <AdminDialog
      open={open}
      onClose={onClose}
      size="lg"
      title={`${t("editor.library.title")} · ${t(`editor.library.${TITLE_KEY[kind]}`)}`}
    >
      <Input
        size="sm"
        mb="3"
        value={name}
        placeholder={t("editor.library.search")}
        aria-label={t("editor.library.search")}
        onChange={(e) => {
          setName(e.target.value);
          setPage(1);
        }}
      />
      {list.isError ? (
        <Text color="red.fg" role="alert">
          {errorText(list.error)}
        </Text>
      ) : list.isPending ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <Text color="fg.muted">{t("editor.library.empty")}</Text>
      ) : (
        <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="2" data-testid="attachment-picker">
          {rows.map((row) => (
            <Button
              key={row.id}
              variant="outline"
              h="auto"
              p="1"
              flexDirection="column"
              aria-label={t("editor.library.chooseNamed", { name: row.name })}
              onClick={() => onPick(row.url)}
            >
              <Flex h="20" w="full" align="center" justify="center" overflow="hidden">
                {row.mimetype.startsWith("image/") ? (
                  <Image src={assetUrl(row.url, origin)} alt="" maxH="20" objectFit="contain" />
                ) : row.mimetype.startsWith("video/") ? (
                  <FileVideo size={32} />
                ) : (
                  <FileText size={32} />
                )}
              </Flex>
              <Box fontSize="xs" w="full" truncate title={row.name}>
                {row.name}
              </Box>
            </Button>
          ))}
        </SimpleGrid>
      )}
      <TablePager
        total={list.data?.total ?? 0}
        page={page}
        limit={PAGE_SIZE}
        pageSizes={[PAGE_SIZE]}
        onLimit={() => undefined}
        onPage={setPage}
      />
    </AdminDialog>
  );
}
