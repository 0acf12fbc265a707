import { Box, Button, Flex, HStack, IconButton, Input } from "@chakra-ui/react";
import { Download, Filter, Plus, RefreshCw, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

type Props = {
  onRefresh: () => void;
  /** Absent when the admin may not add. */
  onAdd?: () => void;
  /** Absent when the admin may not delete. */
  onDeleteSelected?: () => void;
  selectedCount: number;
  onQuickSearch: (text: string) => void;
  /** Absent when no column has a filter. */
  filtersShown?: { shown: boolean; toggle: () => void };
  /** Absent when the controller has no export. */
  onExport?: () => void;
  /** The page's own buttons, after the table's. */
  extra?: ReactNode;
  columnChooser: ReactNode;
};

/** The bar above a table: refresh, add, batch delete, the page's buttons, quick search and tools. */
export function TableToolbar(props: Props) {
  const { t } = useTranslation();
  const [quickDraft, setQuickDraft] = useState("");
  return (
    <Flex gap="2" wrap="wrap" align="center" mb="3">
      <IconButton
        size="sm"
        variant="outline"
        aria-label={t("adminUi.table.refresh")}
        onClick={props.onRefresh}
      >
        <RefreshCw />
      </IconButton>
      {props.onAdd ? (
        <Button size="sm" colorPalette="brand" onClick={props.onAdd}>
          <Plus /> {t("adminUi.table.add")}
        </Button>
      ) : null}
      {props.onDeleteSelected ? (
        <Button
          size="sm"
          colorPalette="red"
          variant="outline"
          disabled={props.selectedCount === 0}
          onClick={props.onDeleteSelected}
        >
          <Trash2 /> {t("adminUi.table.deleteSelected", { count: props.selectedCount })}
        </Button>
      ) : null}
      {props.extra}
      {/* On a phone the search and the tools take a line of their own, the search box its width. */}
      <HStack ms="auto" gap="2" flex={{ base: "1 1 100%", md: "0 0 auto" }} minW="0">
        <Box
          as="form"
          flex={{ base: "1", md: "0 0 auto" }}
          minW="0"
          onSubmit={(e) => {
            e.preventDefault();
            props.onQuickSearch(quickDraft);
          }}
        >
          <Input
            size="sm"
            width={{ base: "100%", md: "14rem" }}
            type="search"
            placeholder={t("adminUi.table.quickSearch")}
            aria-label={t("adminUi.table.quickSearch")}
            value={quickDraft}
            onChange={(e) => setQuickDraft(e.target.value)}
          />
        </Box>
        {props.filtersShown ? (
          <IconButton
            size="sm"
            variant={props.filtersShown.shown ? "solid" : "outline"}
            aria-label={t("adminUi.table.filters")}
            aria-expanded={props.filtersShown.shown}
            onClick={props.filtersShown.toggle}
          >
            <Filter />
          </IconButton>
        ) : null}
        {props.onExport ? (
          <IconButton
            size="sm"
            variant="outline"
            aria-label={t("adminUi.table.export")}
            onClick={props.onExport}
          >
            <Download />
          </IconButton>
        ) : null}
        {props.columnChooser}
      </HStack>
    </Flex>
  );
}
