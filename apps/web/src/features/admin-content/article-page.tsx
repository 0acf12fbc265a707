import { Badge, IconButton } from "@chakra-ui/react";
import { type ArticleState, articleInput } from "@corp/server/schemas/content/article";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Eye, History } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Thumb, timeCell } from "../admin-crud/cells.tsx";
import type { Choice, CrudColumn } from "../admin-crud/crud-columns.ts";
import { CrudFormDialog } from "../admin-crud/crud-form.tsx";
import { CrudTable } from "../admin-crud/crud-table.tsx";
import type { FieldDef } from "../admin-crud/fields/field-types.ts";
import { flattenTree } from "../admin-crud/tree-rows.ts";
import { useCan } from "../admin-shell/permissions.tsx";
import { useTRPC } from "../admin-shell/trpc.ts";
import { openArticlePreview } from "./article-preview.ts";
import { ArticleRevisions } from "./article-revisions.tsx";
import type { ArticleRow, CategoryRow } from "./content-types.ts";

/** Tags as one comma-separated text in the form (Chinese or Latin commas). */
export const tagsText = z
  .string()
  .max(1000)
  .transform((text) =>
    text
      .split(/[,，、]/)
      .map((tag) => tag.trim())
      .filter(Boolean),
  );

/** The form's values: selects give text, an empty topic is none, tags are one text. */
const articleForm = articleInput.extend({
  topic_id: z.preprocess((v) => (v === "" || v === "0" ? null : v), articleInput.shape.topic_id),
  tags: tagsText.pipe(articleInput.shape.tags.unwrap()),
});

const STATE_COLOURS: Record<ArticleState, string> = {
  draft: "gray",
  scheduled: "orange",
  published: "green",
};

type Editing = { mode: "add" } | { mode: "edit"; row: ArticleRow } | null;

const categoryChoices = (roots: readonly CategoryRow[]): Choice[] =>
  flattenTree(roots).map(({ row, depth }) => ({
    value: String(row.id),
    label: `${"— ".repeat(depth)}${row.name}`,
  }));

/** content/article: the articles, with drafts, scheduled publishing and revisions. */
export function ArticlePage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const can = useCan();
  const queryClient = useQueryClient();
  const add = useMutation(trpc.content.article.add.mutationOptions());
  const edit = useMutation(trpc.content.article.edit.mutationOptions());
  const [editing, setEditing] = useState<Editing>(null);
  const [history, setHistory] = useState<ArticleRow | null>(null);
  const categories = useQuery(trpc.content.category.index.queryOptions({ limit: 1000 }));
  const topics = useQuery(trpc.content.topic.index.queryOptions({ limit: 1000 }));
  const categoryOptions = categoryChoices(categories.data?.list ?? []);
  const topicOptions: Choice[] = [
    { value: "", label: t("contentAdmin.article.noTopic") },
    ...(topics.data?.list ?? []).map((topic) => ({ value: String(topic.id), label: topic.title })),
  ];
  const stateLabel = (state: ArticleState) => t(`contentAdmin.article.states.${state}`);

  const columns: CrudColumn<ArticleRow>[] = [
    {
      field: "id",
      label: t("adminUi.common.id"),
      sortable: true,
      filter: { kind: "number", operator: "eq" },
    },
    {
      field: "image",
      label: t("contentAdmin.common.cover"),
      render: (r) => <Thumb url={r.image} />,
      filter: false,
    },
    { field: "title", label: t("contentAdmin.common.title"), filter: { kind: "text", operator: "LIKE" } },
    {
      field: "category_id",
      label: t("contentAdmin.article.category"),
      render: (r) => r.category_name,
      filter: { kind: "select", operator: "eq", options: categoryOptions },
    },
    {
      field: "topic_id",
      label: t("contentAdmin.article.topic"),
      render: (r) => r.topic_title,
      hidden: true,
      filter: { kind: "select", operator: "eq", options: topicOptions.slice(1) },
    },
    {
      field: "status",
      label: t("contentAdmin.article.state"),
      render: (r) => <Badge colorPalette={STATE_COLOURS[r.state]}>{stateLabel(r.state)}</Badge>,
      filter: {
        kind: "select",
        operator: "eq",
        options: (["draft", "published"] as const).map((s) => ({ value: s, label: stateLabel(s) })),
      },
    },
    {
      field: "publish_time",
      label: t("contentAdmin.article.publishTime"),
      sortable: true,
      render: (r) => timeCell(r.publish_time),
      filter: { kind: "datetime", operator: "RANGE" },
    },
    { field: "views", label: t("contentAdmin.article.views"), sortable: true, filter: false },
    {
      field: "author",
      label: t("contentAdmin.article.author"),
      hidden: true,
      filter: { kind: "text", operator: "LIKE" },
    },
    { field: "weigh", label: t("contentAdmin.common.weigh"), sortable: true, hidden: true, filter: false },
    {
      field: "update_time",
      label: t("adminUi.common.updateTime"),
      sortable: true,
      render: (r) => timeCell(r.update_time),
      filter: false,
    },
  ];

  const fields: FieldDef[] = [
    { name: "title", label: t("contentAdmin.common.title"), type: "string" },
    {
      name: "category_id",
      label: t("contentAdmin.article.category"),
      type: "select",
      options: categoryOptions,
    },
    { name: "topic_id", label: t("contentAdmin.article.topic"), type: "select", options: topicOptions },
    { name: "summary", label: t("contentAdmin.common.summary"), type: "textarea" },
    {
      name: "image",
      label: t("contentAdmin.common.cover"),
      type: "image",
      help: t("contentAdmin.common.imageHelp"),
    },
    { name: "content", label: t("contentAdmin.common.content"), type: "editor" },
    {
      name: "video_url",
      label: t("contentAdmin.article.video"),
      type: "video",
      help: t("contentAdmin.article.videoHelp"),
    },
    { name: "source", label: t("contentAdmin.article.source"), type: "string" },
    { name: "author", label: t("contentAdmin.article.author"), type: "string" },
    {
      name: "tags",
      label: t("contentAdmin.article.tags"),
      type: "string",
      help: t("contentAdmin.article.tagsHelp"),
    },
    {
      name: "status",
      label: t("contentAdmin.article.status"),
      type: "radio",
      options: (["draft", "published"] as const).map((s) => ({ value: s, label: stateLabel(s) })),
    },
    {
      name: "publish_time",
      label: t("contentAdmin.article.publishTime"),
      type: "datetime",
      help: t("contentAdmin.article.publishTimeHelp"),
    },
    {
      name: "seo_title",
      label: t("contentAdmin.common.seoTitle"),
      type: "string",
      help: t("contentAdmin.common.tdkHelp"),
    },
    { name: "keywords", label: t("contentAdmin.common.keywords"), type: "string" },
    { name: "description", label: t("contentAdmin.common.description"), type: "textarea" },
    { name: "weigh", label: t("contentAdmin.common.weigh"), type: "number" },
  ];

  const row = editing?.mode === "edit" ? editing.row : undefined;
  const defaults: z.input<typeof articleForm> = {
    title: row?.title ?? "",
    category_id: String(row?.category_id ?? categoryOptions[0]?.value ?? ""),
    topic_id: row?.topic_id ? String(row.topic_id) : "",
    summary: row?.summary ?? "",
    image: row?.image ?? "",
    content: row?.content ?? "",
    video_url: row?.video_url ?? "",
    source: row?.source ?? "",
    author: row?.author ?? "",
    tags: (row?.tags ?? []).join(", "),
    status: row?.status ?? "draft",
    publish_time: row?.publish_time ?? null,
    seo_title: row?.seo_title ?? "",
    keywords: row?.keywords ?? "",
    description: row?.description ?? "",
    weigh: row?.weigh ?? 0,
  };

  // The form hands over what `articleForm` made of its values: already the input the server takes.
  const save = async (values: Record<string, unknown>) => {
    const input = articleInput.parse(values);
    if (row) await edit.mutateAsync({ ...input, id: row.id });
    else await add.mutateAsync(input);
    // The list is fresh before the form closes: its rows are what the history compares with.
    await queryClient.invalidateQueries(trpc.content.article.pathFilter());
    setEditing(null);
  };

  return (
    <>
      <CrudTable
        procedures={trpc.content.article}
        columns={columns}
        node="content/article"
        onAdd={() => setEditing({ mode: "add" })}
        onEdit={(r) => setEditing({ mode: "edit", row: r })}
        rowActions={(r) => (
          <>
            {can("content/article/edit") ? (
              <IconButton
                size="xs"
                variant="outline"
                aria-label={t("contentAdmin.article.preview")}
                title={t("contentAdmin.article.preview")}
                onClick={() => void openArticlePreview(r.id)}
              >
                <Eye />
              </IconButton>
            ) : null}
            {can("content/article/revision") ? (
              <IconButton
                size="xs"
                variant="outline"
                aria-label={t("contentAdmin.article.revisions")}
                title={t("contentAdmin.article.revisions")}
                onClick={() => setHistory(r)}
              >
                <History />
              </IconButton>
            ) : null}
          </>
        )}
      />
      <CrudFormDialog
        key={row ? `edit-${row.id}` : "add"}
        // The new article's category defaults to the first one, so the form waits for the categories.
        open={editing !== null && !categories.isPending}
        title={row ? t("contentAdmin.article.editTitle") : t("contentAdmin.article.addTitle")}
        schema={articleForm}
        fields={fields}
        defaultValues={defaults}
        onSubmit={save}
        onClose={() => setEditing(null)}
      />
      <ArticleRevisions article={history} onClose={() => setHistory(null)} />
    </>
  );
}
