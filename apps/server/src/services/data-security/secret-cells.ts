/**
 * Columns whose values are secrets in some rows, by the row's own metadata (a config item of type
 * "password", a log row of a secret field): there they read as null wherever a list reads, filters,
 * searches or sorts them, and the sensitive-data log keeps their changes as secrets.
 */
export type SecretCells = { columns: readonly string[]; when: { column: string; in: readonly string[] } };

/** True when a row (its columns as text) holds a secret in `column`. */
export function isSecretCell(
  secret: SecretCells | undefined,
  column: string,
  row: Record<string, unknown>,
): boolean {
  if (!secret?.columns.includes(column)) return false;
  const marker = row[secret.when.column];
  return typeof marker === "string" && secret.when.in.includes(marker);
}
