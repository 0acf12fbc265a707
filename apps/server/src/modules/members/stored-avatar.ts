import { avatarPattern } from "@corp/domain/member-profile";
import type { FileStore } from "../../storage/file-store.ts";

/**
 * Whether `avatar` may be saved as a member's picture: '' (none) or the URL of an upload in the site's
 * own file store. A picture from elsewhere would load another host's content into every page that
 * shows the member, and tell that host who looks (issue 24, N10).
 */
export function isStoredAvatar(files: FileStore, avatar: string): boolean {
  return avatar === "" || (avatarPattern.test(avatar) && files.keyOf(avatar) !== undefined);
}
