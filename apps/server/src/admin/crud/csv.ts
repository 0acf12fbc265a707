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

/** A CSV document with a header row, CRLF line ends and the BOM. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(","));
  return `${UTF8_BOM}${lines.join("\r\n")}\r\n`;
}
