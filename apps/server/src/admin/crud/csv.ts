/** Excel opens UTF-8 CSV as Chinese text only when the file starts with a byte order mark. */
export const UTF8_BOM = "\uFEFF";

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * One CSV cell. Quotes are doubled and cells holding separators are quoted; a text starting like a
 * spreadsheet formula (=, +, -, @) gets a leading apostrophe so Excel shows it instead of running it.
 */
export function csvCell(value: unknown): string {
  let text = cellText(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text))
    text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(",")}\r\n`;

/** A CSV document with a header row, CRLF line ends and the BOM. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return UTF8_BOM + [header, ...rows].map(csvLine).join("");
}

/**
 * The same document as `toCsv`, a piece at a time: the BOM and header, then each batch of rows as it
 * comes.
 */
export async function* csvChunks(
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly unknown[])[]>,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(header);
  for await (const rows of batches) if (rows.length > 0) yield rows.map(csvLine).join("");
}

/** The export a caller sends as it is made: answered as `{ filename, csv: "" }`, its text found here. */
const streams = new WeakMap<object, AsyncIterable<string>>();

export function streamedCsv(
  filename: string,
  chunks: AsyncIterable<string>,
): { filename: string; csv: string } {
  const answer = { filename, csv: "" };
  streams.set(answer, chunks);
  return answer;
}

/** The text of an export answered by `streamedCsv`, as it is made; undefined for any other answer. */
export const csvStreamOf = (answer: unknown): AsyncIterable<string> | undefined =>
  typeof answer === "object" && answer !== null ? streams.get(answer) : undefined;
