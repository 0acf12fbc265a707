import { article } from "@corp/domain/collections/content/article";
import { category } from "@corp/domain/collections/content/category";
import { page } from "@corp/domain/collections/content/page";
import { RICH_TEXT_MAX, TAG_MAX_LENGTH, TAGS_MAX } from "@corp/domain/collections/field-values";
import type { ImportNote } from "@corp/domain/messages/wordpress-import-report";

/** The length a text column of a collection holds (`character varying(n)`). */
export function columnLength(field: { column: { sql: string } }): number {
  const match = /^character varying\((\d+)\)$/.exec(field.column.sql);
  if (!match) throw new Error(`not a text column: ${field.column.sql}`);
  return Number(match[1]);
}

/** What this site holds of an article, a page and a category, as their collections declare it. */
export const LIMITS = {
  articleTitle: columnLength(article.fields.title),
  articleSummary: columnLength(article.fields.summary),
  author: columnLength(article.fields.author),
  pageTitle: columnLength(page.fields.title),
  pageDescription: columnLength(page.fields.description),
  categoryName: columnLength(category.fields.name),
  text: RICH_TEXT_MAX,
  tags: TAGS_MAX,
  tag: TAG_MAX_LENGTH,
} as const;

/** Characters as a person counts them (a Chinese character or an emoji is one). */
const lengthOf = (text: string) => [...text].length;

/** A post's, page's or category's values as they would be stored, uncut. */
export type ItemValues = {
  title?: { text: string; max: number };
  excerpt?: { text: string; max: number };
  text?: string;
  author?: string;
  tags?: string[];
  name?: string;
};

/**
 * Why an item does not fit this site, one note per value over its limit; none when it fits. An item that
 * does not fit is reported and left out, never stored cut (issue 43): the admin shortens it in WordPress
 * and imports again.
 */
export function overLimits(values: ItemValues): ImportNote[] {
  const notes: ImportNote[] = [];
  const over = (text: string, max: number) => lengthOf(text) > max;
  const { title, excerpt, text, author, tags, name } = values;
  if (title && over(title.text, title.max))
    notes.push({ key: "importNoteTitleTooLong", params: { length: lengthOf(title.text), max: title.max } });
  if (excerpt && over(excerpt.text, excerpt.max))
    notes.push({
      key: "importNoteExcerptTooLong",
      params: { length: lengthOf(excerpt.text), max: excerpt.max },
    });
  if (text !== undefined && text.length > LIMITS.text)
    notes.push({ key: "importNoteTextTooLong", params: { length: text.length, max: LIMITS.text } });
  if (author !== undefined && over(author, LIMITS.author))
    notes.push({ key: "importNoteAuthorTooLong", params: { author, max: LIMITS.author } });
  if (tags && tags.length > LIMITS.tags)
    notes.push({ key: "importNoteTooManyTags", params: { count: tags.length, max: LIMITS.tags } });
  const long = tags?.find((tag) => over(tag, LIMITS.tag));
  if (long !== undefined) notes.push({ key: "importNoteTagTooLong", params: { tag: long, max: LIMITS.tag } });
  if (name !== undefined && over(name, LIMITS.categoryName))
    notes.push({ key: "importNoteNameTooLong", params: { name, max: LIMITS.categoryName } });
  return notes;
}
