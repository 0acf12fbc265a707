/** The key under which the member app keeps the logged-in member (SPEC §3). */
export const MEMBER_STORAGE_KEY = "userInfo";

/**
 * The name to show for the member stored under `userInfo`: the nickname, else the username; empty
 * when nobody is logged in or the stored value is not a member.
 */
export function storedMemberName(storage: Pick<Storage, "getItem"> | undefined): string {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(MEMBER_STORAGE_KEY) ?? null;
  } catch {
    return "";
  }
  if (!raw) return "";
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return "";
  }
  if (typeof value !== "object" || value === null) return "";
  const { nickname, username } = value as Record<string, unknown>;
  const name = [nickname, username].find(
    (part): part is string => typeof part === "string" && part.trim() !== "",
  );
  return name?.trim() ?? "";
}
