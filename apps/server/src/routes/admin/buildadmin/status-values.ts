/**
 * BuildAdmin's clients show and send a row's `status` as "1" (enabled) and "0" (disabled); the procedures
 * and the database say "enable" and "disable" (ADR 0019). The controllers of a module's dialect
 * `statusWords` (the member list) are the exception: there, as here, the status is the words.
 */

const TO_WIRE: Record<string, string> = { enable: "1", disable: "0" };
const FROM_WIRE = new Map<unknown, string>([
  ["1", "enable"],
  [1, "enable"],
  [true, "enable"],
  ["0", "disable"],
  [0, "disable"],
  [false, "disable"],
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const wireValue = (value: unknown): unknown =>
  typeof value === "string" ? (TO_WIRE[value] ?? value) : value;
const storedValue = (value: unknown): unknown => FROM_WIRE.get(value) ?? value;

/** Every `status` in an answer (rows, their children, `row`, `list`) as the client shows it. */
export function statusToWire(controller: string, answer: unknown, keepsWords: readonly string[]): unknown {
  if (keepsWords.includes(controller)) return answer;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isRecord(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      out[key] = key === "status" ? wireValue(item) : walk(item);
    return out;
  };
  return walk(answer);
}

/** A request's `status` (a form's field, a switch's edit, a table's filter on it) in the stored words. */
export function statusFromWire(controller: string, input: unknown, keepsWords: readonly string[]): unknown {
  if (keepsWords.includes(controller) || !isRecord(input)) return input;
  const out: Record<string, unknown> = { ...input };
  if ("status" in out) out.status = storedValue(out.status);
  if (Array.isArray(out.search)) {
    out.search = out.search.map((item: unknown) => {
      if (!isRecord(item) || item.field !== "status") return item;
      const val = Array.isArray(item.val) ? item.val.map(storedValue) : storedValue(item.val);
      return { ...item, val };
    });
  }
  return out;
}
