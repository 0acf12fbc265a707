import { Box, Image, Link } from "@chakra-ui/react";
import { formatDate } from "@corp/domain/date";
import { attachmentEditInput } from "@corp/server/schemas/routine/attachment";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { assetUrl } from "../../lib/asset-url.ts";
import { fileSize } from "../../lib/file-size.ts";
import { AdminDialog } from "../admin-crud/admin-dialog.tsx";
import type { CrudColumn } from "../admin-crud/crud-columns.ts";
import { CrudFormDialog } from "../admin-crud/crud-form.tsx";
import { CrudTable } from "../admin-crud/crud-table.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import type { AttachmentRow } from "./routine-types.ts";

const renameForm = attachmentEditInput.pick({ name: true });

const isImage = (row: AttachmentRow) => row.mimetype.startsWith("image/");
const urlOf = (row: AttachmentRow) => assetUrl(row.url, window.location.origin);

/** routine/attachment: the upload library; deleting a row removes its file. */
export function AttachmentPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const edit = useMutation(trpc.routine.attachment.edit.mutationOptions());
  const [preview, setPreview] = useState<AttachmentRow | null>(null);
  const [renaming, setRenaming] = useState<AttachmentRow | null>(null);
  const rename = async (values: Record<string, unknown>) => {
    if (!renaming) return;
    const { name } = renameForm.parse(values);
    await edit.mutateAsync({ id: renaming.id, name });
    setRenaming(null);
    await queryClient.invalidateQueries(trpc.routine.attachment.pathFilter());
  };
  const columns: CrudColumn<AttachmentRow>[] = [
    { field: "id", label: t("adminUi.common.id"), sortable: true },
    {
      field: "url",
      label: t("adminUi.attachment.preview"),
      render: (r) =>
        isImage(r) ? (
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
        ),
    },
    { field: "name", label: t("adminUi.attachment.name"), filter: { kind: "text", operator: "LIKE" } },
    { field: "topic", label: t("adminUi.attachment.topic"), filter: { kind: "text", operator: "eq" } },
    {
      field: "mimetype",
      label: t("adminUi.attachment.mimetype"),
      filter: { kind: "text", operator: "LIKE" },
    },
    {
      field: "size",
      label: t("adminUi.attachment.size"),
      sortable: true,
      render: (r) => fileSize(r.size),
      filter: { kind: "number", operator: "RANGE" },
    },
    {
      field: "width",
      label: t("adminUi.attachment.dimensions"),
      render: (r) => (r.width ? `${r.width}×${r.height}` : "-"),
      hidden: true,
    },
    { field: "quote", label: t("adminUi.attachment.quote"), sortable: true },
    { field: "storage", label: t("adminUi.attachment.storage"), hidden: true },
    {
      field: "last_upload_time",
      label: t("adminUi.attachment.lastUpload"),
      sortable: true,
      render: (r) => formatDate(r.last_upload_time),
    },
  ];
  return (
    <>
      <CrudTable
        procedures={trpc.routine.attachment}
        columns={columns}
        node="routine/attachment"
        onEdit={(row) => setRenaming(row)}
      />
      <CrudFormDialog
        key={renaming ? `rename-${renaming.id}` : "rename"}
        open={renaming !== null}
        title={t("adminUi.attachment.renameTitle")}
        schema={renameForm}
        fields={[{ name: "name", label: t("adminUi.attachment.name"), type: "string" }]}
        defaultValues={{ name: renaming?.name ?? "" }}
        onSubmit={rename}
        onClose={() => setRenaming(null)}
      />
      <AdminDialog open={preview !== null} title={preview?.name} onClose={() => setPreview(null)}>
        {preview ? (
          <Box textAlign="center">
            <Image src={urlOf(preview)} alt={preview.name} maxH="70vh" mx="auto" />
          </Box>
        ) : null}
      </AdminDialog>
    </>
  );
}
