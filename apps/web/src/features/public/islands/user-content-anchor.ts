import { USER_CONTENT_PREFIX } from "@corp/domain/user-content";

/** The element id a fragment names (`#%E6%96%87` names `文`), or "" for none. */
function fragmentId(hash: string): string {
  const raw = hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A link such as the menu's `/us/company#culture` names an anchor of the page's rich text, whose ids are
 * stored prefixed (`user-content-culture`) so that none can stand in for an element the page owns. When
 * the fragment names no element the browser scrolled nowhere: the prefixed one is scrolled to instead,
 * on arrival and whenever the fragment changes.
 */
export function followUserContentAnchors(win: Window = window): void {
  const follow = () => {
    const id = fragmentId(win.location.hash);
    if (id === "" || win.document.getElementById(id)) return;
    win.document.getElementById(`${USER_CONTENT_PREFIX}${id}`)?.scrollIntoView({ block: "start" });
  };
  follow();
  win.addEventListener("hashchange", follow);
}
