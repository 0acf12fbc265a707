type QueryValue = string | QueryValue[] | { [key: string]: QueryValue };
type QueryObject = { [key: string]: QueryValue };

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);
const MAX_PAIRS = 2000;
const MAX_DEPTH = 4;

/** "search[0][field]" -> ["search", "0", "field"]; "ids[]" -> ["ids", ""]. */
function keyPath(key: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return undefined;
  const rest = [...(match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? "");
  const path = [match[1], ...rest];
  return path.length <= MAX_DEPTH && !path.some((p) => FORBIDDEN_KEYS.has(p)) ? path : undefined;
}

function arrays(value: QueryValue): QueryValue {
  if (typeof value === "string" || Array.isArray(value)) {
    return Array.isArray(value) ? value.map(arrays) : value;
  }
  const keys = Object.keys(value);
  const numeric = keys.length > 0 && keys.every((k) => /^\d+$/.test(k));
  if (numeric) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((k) => arrays(value[String(k)] as QueryValue));
  }
  return Object.fromEntries(keys.map((k) => [k, arrays(value[k] as QueryValue)]));
}

/**
 * Parses a query string the way PHP does, as BuildAdmin clients write it: `search[0][field]=id`,
 * `ids[]=1&ids[]=2`; and, unlike PHP, `ids=1&ids=2` as a list too. Prototype keys are dropped; size and
 * depth are bounded.
 */
export function parseBracketQuery(query: string): QueryObject {
  const root: QueryObject = Object.create(null);
  const pairs = new URLSearchParams(query);
  let count = 0;
  for (const [rawKey, value] of pairs) {
    if (++count > MAX_PAIRS) break;
    const path = keyPath(rawKey);
    if (!path) continue;
    let node: QueryObject = root;
    for (const [i, part] of path.entries()) {
      const last = i === path.length - 1;
      const key = part === "" ? String(Object.keys(node).length) : part;
      if (last) {
        // A plain key given twice (`ids=1&ids=2`, OpenAPI's form style that generated clients write)
        // is a list, as `ids[]=1&ids[]=2` is; a bracketed key given twice keeps the last value, as PHP does.
        const before = node[key];
        const repeated = path.length === 1 && before !== undefined && typeof before !== "object";
        const list = path.length === 1 && Array.isArray(before) ? [...before, value] : undefined;
        node[key] = list ?? (repeated ? [before, value] : value);
      } else {
        const next = node[key];
        if (next === undefined || typeof next === "string" || Array.isArray(next))
          node[key] = Object.create(null);
        node = node[key] as QueryObject;
      }
    }
  }
  return arrays(root) as QueryObject;
}
