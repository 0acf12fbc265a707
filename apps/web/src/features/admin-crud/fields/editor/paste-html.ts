/**
 * Pasted HTML made fit for the editor. Word writes list items as paragraphs with an `mso-list` style and
 * the bullet or number as text in a `mso-list:Ignore` span; WeChat articles load pictures lazily, so a
 * picture not yet scrolled into view keeps its address in `data-src`; Word's own pictures point to files
 * on the writer's computer, which a browser cannot read.
 */

/** What became of a pasted fragment: its HTML, and how many pictures could not come along. */
export type PastedHtml = { html: string; unreadableImages: number };

const MSO_LIST = /mso-list:\s*l(\d+)\s+level(\d+)/i;
/** A number, a letter or a Chinese or Roman numeral, then a full stop, a bracket or 、: an ordered marker. */
const ORDERED_MARKER = /^[(（]?(?:\d+|[a-z]|[ivxlcdm]+|[一二三四五六七八九十百]+)[.)）、．]/i;

type WordItem = { list: string; level: number; ordered: boolean; element: Element };

function wordListItem(element: Element): WordItem | null {
  if (element.tagName !== "P") return null;
  const match = MSO_LIST.exec(element.getAttribute("style") ?? "");
  if (!match) return null;
  const marker = element.querySelector('[style*="mso-list:Ignore"], [style*="mso-list: Ignore"]');
  const markerText = (marker?.textContent ?? "").replace(/\s+/g, "");
  let emptied: Element | null = marker?.parentElement ?? null;
  marker?.remove();
  // The marker's wrappers (a Symbol-font span) are left empty: they go too.
  while (
    emptied &&
    emptied !== element &&
    emptied.textContent?.trim() === "" &&
    !emptied.querySelector("img")
  ) {
    const parent: Element | null = emptied.parentElement;
    emptied.remove();
    emptied = parent;
  }
  return {
    list: match[1] ?? "0",
    level: Math.max(1, Number(match[2])),
    ordered: ORDERED_MARKER.test(markerText),
    element,
  };
}

/** Consecutive Word list paragraphs become nested `<ul>`/`<ol>` lists. */
function rebuildWordLists(parent: Element): void {
  const doc = parent.ownerDocument;
  let stack: { level: number; list: Element }[] = [];
  let lastItem: Element | null = null;
  let listId = "";
  for (const child of Array.from(parent.children)) {
    const item = wordListItem(child);
    if (!item || (item.level === 1 && item.list !== listId)) {
      stack = [];
      lastItem = null;
    }
    if (!item) {
      if (child.children.length > 0) rebuildWordLists(child);
      continue;
    }
    listId = item.list;
    while (stack.length > 0 && (stack.at(-1)?.level ?? 0) > item.level) stack.pop();
    let top = stack.at(-1);
    if (!top || top.level < item.level) {
      const list = doc.createElement(item.ordered ? "ol" : "ul");
      if (top && lastItem) lastItem.append(list);
      else child.before(list);
      top = { level: item.level, list };
      stack.push(top);
    }
    const li = doc.createElement("li");
    li.append(...Array.from(item.element.childNodes));
    top.list.append(li);
    item.element.remove();
    lastItem = li;
  }
}

/** Lazy pictures get their real address; pictures only the writer's computer can read are dropped. */
function fixImages(body: Element): number {
  let unreadable = 0;
  for (const img of Array.from(body.querySelectorAll("img"))) {
    const lazy = img.getAttribute("data-src") ?? img.getAttribute("data-original");
    const src = img.getAttribute("src") ?? "";
    if (lazy && (src === "" || src.startsWith("data:image/svg") || src.startsWith("data:image/gif"))) {
      img.setAttribute("src", lazy);
    }
    if (/^(?:file|blob|cid|ms-appx):/i.test(img.getAttribute("src") ?? "")) {
      img.remove();
      unreadable++;
    }
  }
  return unreadable;
}

/** Word's namespaced leftovers (`<o:p>`, `<v:shape>`) and conditional comments carry nothing to keep. */
function dropOfficeMarkup(body: Element): void {
  for (const element of Array.from(body.querySelectorAll("*"))) {
    if (element.tagName.includes(":")) element.replaceWith(...Array.from(element.childNodes));
  }
  const walker = body.ownerDocument.createTreeWalker(body, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

export function cleanPastedHtml(html: string): PastedHtml {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const body = doc.body;
  dropOfficeMarkup(body);
  rebuildWordLists(body);
  const unreadableImages = fixImages(body);
  return { html: body.innerHTML, unreadableImages };
}
