import { formOrder } from "@corp/domain/collections/collection";
import { article } from "@corp/domain/collections/content/article";
import type { Field } from "@corp/domain/collections/fields";
import { type Change, diffLines, diffWords } from "diff";

/**
 * The fields of an article the comparison shows, in form order (each English after its Chinese): every
 * field the editor saves but the manual order, which dragging changes without a revision.
 */
export const COMPARED_FIELDS = formOrder(article).filter((name) => name !== "weigh") as ComparedField[];

export type ComparedField = keyof typeof article.fields & string;

const isRichText = (field: ComparedField) => (article.fields[field] as Field).form?.input === "editor";

export type FieldDiff = { field: ComparedField; parts: Change[] };

/** Rich text as lines of text: one line per block, tags gone, the common entities read. */
export function htmlToLines(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|tr|blockquote|pre|figcaption|div|section)>|<br\s*\/?>/gi, "\n")
    .replace(/<img\b[^>]*\bsrc="([^"]*)"[^>]*>/gi, "\n[$1]\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}

const asText = (field: ComparedField, value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (isRichText(field)) return htmlToLines(String(value));
  if (Array.isArray(value)) return value.join(", ");
  return String(value);
};

/**
 * What differs between a revision and the current article, field by field: the body by lines, the
 * other fields by words. Fields that are the same are left out.
 */
export function articleDiff(
  revision: Record<string, unknown>,
  current: Record<string, unknown>,
): FieldDiff[] {
  const diffs: FieldDiff[] = [];
  for (const field of COMPARED_FIELDS) {
    const before = asText(field, revision[field]);
    const after = asText(field, current[field]);
    if (before === after) continue;
    const parts = isRichText(field) ? diffLines(before, after) : diffWords(before, after);
    diffs.push({ field, parts });
  }
  return diffs;
}
