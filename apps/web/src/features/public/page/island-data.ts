/**
 * Island props travel as JSON in a `<script type="application/json">` just before the island (no
 * attribute escaping). A value several islands share (the menu tree) is written once, in the page's
 * `#island-shared` script, and referred to as `{"$shared": "<name>"}`.
 */
export const SHARED_DATA_ID = "island-shared";

export type SharedRef = { $shared: string };

/** Values of the page that islands may share, by name; `used` collects the names written as references. */
export type SharedIslandData = { values: Record<string, unknown>; used: Set<string> };

/** JSON safe inside a <script> element: no `</script>` or comment opener can appear in it. */
export function scriptJson(value: unknown, replacer?: (key: string, value: unknown) => unknown): string {
  return (JSON.stringify(value, replacer) ?? "null")
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The props as JSON, each shared value (the very same object) replaced by a reference to it. */
export function islandPropsJson(props: unknown, shared: SharedIslandData | undefined): string {
  if (!shared) return scriptJson(props);
  const names = new Map<unknown, string>(Object.entries(shared.values).map(([name, value]) => [value, name]));
  return scriptJson(props, (_key, value) => {
    const name = typeof value === "object" && value !== null ? names.get(value) : undefined;
    if (name === undefined) return value;
    shared.used.add(name);
    return { $shared: name } satisfies SharedRef;
  });
}

const isRef = (value: unknown): value is SharedRef =>
  typeof value === "object" && value !== null && typeof (value as Partial<SharedRef>).$shared === "string";

/**
 * The selector of the page's shared values: a JSON script that is a child of <body>, not merely the first
 * element with the id. `getElementById` answers the first in the document, and the article body comes
 * before the script: a `<p id="island-shared">` in an article once fed the header menus a planted link.
 * Rich text holds no <script>, and none of its elements is a child of <body> (it sits in the layout).
 */
const SHARED_DATA_SELECTOR = `body > script[type="application/json"]#${SHARED_DATA_ID}`;

/** The values shared by the page's islands, by name; none when the page has no such script. */
export function readSharedIslandData(doc: Document): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(doc.querySelector(SHARED_DATA_SELECTOR)?.textContent ?? "null");
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The props as the server rendered them: references replaced by the shared values. */
export function resolveShared(value: unknown, shared: Record<string, unknown>): unknown {
  if (isRef(value)) return shared[value.$shared];
  if (Array.isArray(value)) return value.map((item) => resolveShared(item, shared));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveShared(item, shared)]));
  }
  return value;
}
