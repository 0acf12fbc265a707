import { Button } from "@chakra-ui/react";
import type { ListedRowOf } from "@corp/domain/collections/collection";
import { searchPush } from "@corp/domain/collections/content/search-push";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type CollectionOverrides, CollectionTable } from "../admin-collections/collection-page.tsx";
import { useCan } from "../admin-shell/permissions.tsx";
import { useSearchPush } from "./use-search-push.ts";

type PushRow = ListedRowOf<typeof searchPush>;

/** content/searchPush: each address pushed to each engine, its result and the engine's answer; push again. */
export function SearchPushPage() {
  const { t } = useTranslation();
  const can = useCan();
  const mayPush = can("content/searchPush/push");
  const { mutate: pushAgain, isPending } = useSearchPush("searchPush");
  const overrides = useMemo<CollectionOverrides<PushRow>>(
    () =>
      mayPush
        ? {
            batchActions: (selected: number[], done: () => Promise<void>) => (
              <Button
                size="sm"
                variant="outline"
                disabled={selected.length === 0}
                loading={isPending}
                onClick={() => pushAgain({ ids: selected }, { onSuccess: () => void done() })}
              >
                {t("contentAdmin.searchPush.pushSelected")}
              </Button>
            ),
          }
        : {},
    [t, mayPush, pushAgain, isPending],
  );
  return <CollectionTable<PushRow> collection={searchPush} overrides={overrides} />;
}
