import { Box, Image, Link } from "@chakra-ui/react";
import type { ListedRowOf } from "@corp/domain/collections/collection";
import { attachment } from "@corp/domain/collections/routine/attachment";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { assetUrl } from "../../lib/asset-url.ts";
import { fileSize } from "../../lib/file-size.ts";
import { type CollectionOverrides, CollectionTable } from "../admin-collections/collection-page.tsx";
import { AdminDialog } from "../admin-crud/admin-dialog.tsx";

type AttachmentRow = ListedRowOf<typeof attachment>;

const isImage = (row: AttachmentRow) => row.mimetype.startsWith("image/");
const urlOf = (row: AttachmentRow) => assetUrl(row.url, window.location.origin);

/**
 * routine/attachment: the declared collection's page, with a preview of each picture (larger on a click),
 * sizes people read, and renaming as its edit.
 */
export function AttachmentPage() {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<AttachmentRow | null>(null);
  const overrides = useMemo<CollectionOverrides<AttachmentRow>>(
    () => ({
      cells: {
        url: (row) => {
          const r = row as AttachmentRow;
          return isImage(r) ? (
            <Image
              src={urlOf(r)}
              alt={r.name}
              boxSize="10"
              objectFit="cover"
              cursor="zoom-in"
              onClick={() => setPreview(r)}
            />
          ) : (
            <Link href={urlOf(r)} target="_blank" rel="noopener">
              {t("adminUi.attachment.open")}
            </Link>
          );
        },
        size: (row) => fileSize((row as AttachmentRow).size),
        width: (row) => {
          const r = row as AttachmentRow;
          return r.width ? `${r.width}×${r.height}` : "-";
        },
      },
      titles: { edit: t("adminUi.attachment.renameTitle") },
    }),
    [t],
  );
  return (
    <CollectionTable<AttachmentRow> collection={attachment} overrides={overrides}>
      <AdminDialog open={preview !== null} title={preview?.name} onClose={() => setPreview(null)}>
        {preview ? (
          <Box textAlign="center">
            <Image src={urlOf(preview)} alt={preview.name} maxH="70vh" mx="auto" />
          </Box>
        ) : null}
      </AdminDialog>
    </CollectionTable>
  );
}
