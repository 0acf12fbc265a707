import { Badge, Box, Button, chakra, HStack, Link, Progress, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../i18n/use-language.ts";
import {
  filteredLines,
  LINE_RESULTS,
  type LineFilter,
  type LineResult,
  missingAddress,
  notesText,
  opensAPage,
  type ReportLine,
  readableAddress,
  resultCounts,
} from "./import-report.ts";

/** Lines shown at first, and added by each "show more" (a large site's report has thousands). */
const PAGE = 100;
const FILTERS: readonly LineFilter[] = ["all", ...LINE_RESULTS];
const PALETTE: Record<LineResult, string> = { imported: "green", skipped: "gray", failed: "red" };

/** How far a running import is: done of total, as a bar. */
export function ImportProgress({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      <Progress.Root
        value={Math.min(done, total)}
        max={Math.max(total, 1)}
        colorPalette="blue"
        striped
        animated
      >
        <HStack justify="space-between" mb="1">
          <Progress.Label>{t("contentAdmin.wordpressImport.runningTitle")}</Progress.Label>
          <Progress.ValueText>
            {t("contentAdmin.wordpressImport.progress", { done, total })}
          </Progress.ValueText>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" color="fg.muted">
        {t("contentAdmin.wordpressImport.progressNote")}
      </Text>
    </Stack>
  );
}

/** Where an item was and where it is now; the new address of a public page opens it in a new tab. */
function Addresses({ line }: { line: ReportLine }) {
  if (!line.oldUrl && !line.newUrl) return null;
  return (
    <Stack gap="0" fontSize="xs" wordBreak="break-all">
      {line.oldUrl ? (
        <Text color="fg.muted" title={line.oldUrl}>
          {readableAddress(line.oldUrl)}
        </Text>
      ) : null}
      {line.newUrl ? (
        <Text>
          →{" "}
          {opensAPage(line) ? (
            <Link href={line.newUrl} target="_blank" rel="noopener noreferrer" colorPalette="blue">
              {line.newUrl}
            </Link>
          ) : (
            line.newUrl
          )}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Puts a file uploaded now in the place of one a line misses (use-import-run.ts, `usePlaceMedia`). */
export type PlaceMissing = (line: ReportLine, path: string, file: File) => Promise<void>;

/** The old site's files a line's text still points at, each with an upload that puts a file in its place. */
function MissingFiles({ line, site, onPlace }: { line: ReportLine; site: string; onPlace?: PlaceMissing }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const choose = async (path: string, file: File | undefined) => {
    if (!file || !onPlace) return;
    setBusy(path);
    try {
      await onPlace(line, path, file);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="1" mt="1" fontSize="xs" data-testid="missing-files">
      <Text fontWeight="medium">{t("contentAdmin.wordpressImport.missingTitle")}</Text>
      {(line.missing ?? []).map((path) => {
        const address = missingAddress(site, path);
        return (
          <HStack key={path} gap="2" wordBreak="break-all">
            <Text color="fg.muted">{address}</Text>
            {onPlace ? (
              <Button
                as="label"
                size="2xs"
                variant="outline"
                flexShrink={0}
                loading={busy === path}
                aria-label={t("contentAdmin.wordpressImport.uploadMissingFor", { address })}
              >
                {t("contentAdmin.wordpressImport.uploadMissing")}
                <chakra.input
                  type="file"
                  display="none"
                  disabled={busy !== null}
                  onChange={(e) => {
                    void choose(path, e.target.files?.[0]);
                    e.target.value = "";
                  }}
                />
              </Button>
            ) : null}
          </HStack>
        );
      })}
    </Stack>
  );
}

/**
 * A finished run's report: its counts, and one line per item, filtered by result. A line whose text
 * shows files that were not imported lists them (their addresses on the old site `site`), each with an
 * upload when `onPlace` is given.
 */
export function ImportReportView({
  total,
  lines,
  site = "",
  onPlace,
}: {
  total: number;
  lines: readonly ReportLine[];
  site?: string;
  onPlace?: PlaceMissing;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [filter, setFilter] = useState<LineFilter>("all");
  const [shown, setShown] = useState(PAGE);
  const counts = resultCounts(lines);
  const chosen = filteredLines(lines, filter);
  const choose = (next: LineFilter) => {
    setFilter(next);
    setShown(PAGE);
  };
  return (
    <Stack gap="3" data-testid="wordpress-report">
      <Text fontWeight="medium">
        {t("contentAdmin.wordpressImport.summary", {
          total: Math.max(total, lines.length),
          imported: counts.imported,
          skipped: counts.skipped,
          failed: counts.failed,
        })}
      </Text>
      <HStack gap="2" wrap="wrap" role="group" aria-label={t("contentAdmin.wordpressImport.filter")}>
        {FILTERS.map((f) => (
          <Button
            key={f}
            size="xs"
            variant={f === filter ? "solid" : "outline"}
            aria-pressed={f === filter}
            onClick={() => choose(f)}
          >
            {f === "all"
              ? t("contentAdmin.wordpressImport.all")
              : t(`contentAdmin.wordpressImport.results.${f}`)}{" "}
            ({counts[f]})
          </Button>
        ))}
      </HStack>
      <Box overflowX="auto" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("contentAdmin.wordpressImport.kind")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("contentAdmin.wordpressImport.title")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("contentAdmin.wordpressImport.result")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("contentAdmin.wordpressImport.reason")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("contentAdmin.wordpressImport.address")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {chosen.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={5} textAlign="center" color="fg.muted" py="4">
                  {t("contentAdmin.wordpressImport.noLines")}
                </Table.Cell>
              </Table.Row>
            ) : null}
            {chosen.slice(0, shown).map((line) => (
              <Table.Row key={`${line.kind}:${line.id}`} data-result={line.result}>
                <Table.Cell whiteSpace="nowrap">
                  {t(`contentAdmin.wordpressImport.kinds.${line.kind}`)}
                </Table.Cell>
                <Table.Cell minW="10rem">{line.title || "-"}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={PALETTE[line.result]}>
                    {t(`contentAdmin.wordpressImport.results.${line.result}`)}
                  </Badge>
                </Table.Cell>
                <Table.Cell fontSize="xs" color="fg.muted" maxW="14rem">
                  {notesText(line.notes, lang)}
                  {line.missing?.length ? (
                    <MissingFiles line={line} site={site} {...(onPlace ? { onPlace } : {})} />
                  ) : null}
                </Table.Cell>
                <Table.Cell minW="14rem">
                  <Addresses line={line} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {chosen.length > shown ? (
        <Button size="sm" variant="ghost" alignSelf="center" onClick={() => setShown(shown + PAGE)}>
          {t("contentAdmin.wordpressImport.more", { count: chosen.length - shown })}
        </Button>
      ) : null}
    </Stack>
  );
}
