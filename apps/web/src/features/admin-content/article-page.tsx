import { Badge, IconButton } from "@chakra-ui/react";
import { type ArticleState, article } from "@corp/domain/collections/content/article";
import { Eye, History, Languages, Send } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { type CollectionOverrides, CollectionTable } from "../admin-collections/collection-page.tsx";
import { useCan } from "../admin-shell/permissions.tsx";
import { openArticlePreview } from "./article-preview.ts";
import { ArticleRevisions } from "./article-revisions.tsx";
import type { ArticleRow } from "./content-types.ts";
import { useSearchPush } from "./use-search-push.ts";

const STATE_COLOURS: Record<ArticleState, string> = {
  draft: "gray",
  scheduled: "orange",
  published: "green",
};

/**
 * content/article: the declared collection's page, with each article's state (a published article still
 * ahead is scheduled), a preview, its revisions, and a push of a public one to the search engines.
 */
export function ArticlePage() {
  const { t } = useTranslation();
  const can = useCan();
  // Booleans, not `can` (a new function each render), so the columns are made once.
  const mayEdit = can("content/article/edit");
  const mayRevise = can("content/article/revision");
  const mayPush = can("content/article/push");
  const { mutate: pushArticles } = useSearchPush("article");
  const [history, setHistory] = useState<ArticleRow | null>(null);
  const overrides = useMemo<CollectionOverrides<ArticleRow>>(
    () => ({
      cells: {
        status: (row) => {
          const state = (row as ArticleRow).state;
          return (
            <Badge colorPalette={STATE_COLOURS[state]}>{t(`contentAdmin.article.states.${state}`)}</Badge>
          );
        },
      },
      rowActions: (row) =>
        [
          {
            shown: mayEdit,
            label: t("contentAdmin.article.preview"),
            icon: <Eye />,
            run: () => openArticlePreview(row.id),
          },
          {
            shown: mayEdit,
            label: t("contentAdmin.article.previewEnglish"),
            icon: <Languages />,
            run: () => openArticlePreview(row.id, "en"),
          },
          {
            shown: mayRevise,
            label: t("contentAdmin.article.revisions"),
            icon: <History />,
            run: () => setHistory(row),
          },
          {
            shown: mayPush && (row as ArticleRow).state === "published",
            label: t("contentAdmin.searchPush.push"),
            icon: <Send />,
            run: () => pushArticles({ ids: [row.id] }),
          },
        ].map(({ shown, label, icon, run }) =>
          shown ? (
            <IconButton
              key={label}
              size="xs"
              variant="outline"
              aria-label={label}
              title={label}
              onClick={() => void run()}
            >
              {icon}
            </IconButton>
          ) : null,
        ),
    }),
    [t, mayEdit, mayRevise, mayPush, pushArticles],
  );
  return (
    <CollectionTable<ArticleRow> collection={article} overrides={overrides}>
      <ArticleRevisions article={history} onClose={() => setHistory(null)} />
    </CollectionTable>
  );
}
