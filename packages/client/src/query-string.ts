/**
 * A query as the server reads it (PHP's brackets, as BuildAdmin's clients write it): a list of values
 * `ids[]=1&ids[]=2`, a list of filters `search[0][field]=title&search[0][operator]=LIKE&search[0][val]=新闻`,
 * an object `a[b]=c`. Undefined and null values are left out; `true`/`false` and numbers as text.
 * openapi-fetch's own serializer refuses nested lists and objects, and writes a list as `ids=1&ids=2`.
 */
export function bracketQuery(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      const nested = value.some((item) => typeof item === "object" && item !== null);
      value.forEach((item, index) => {
        add(nested ? `${key}[${index}]` : `${key}[]`, item);
      });
      return;
    }
    if (typeof value === "object") {
      for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item);
      return;
    }
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return pairs.join("&");
}
