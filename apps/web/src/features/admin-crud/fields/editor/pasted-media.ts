import type { Editor } from "@tiptap/react";

/** Uploads one file to the attachment library and answers its stored URL. */
export type Upload = (file: File) => Promise<string>;

const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)?(;base64)?,(.*)$/s;

/** A picture pasted as a `data:` URL, as a file to upload (fetch would be refused by the page's CSP). */
export function dataUrlToFile(url: string, name: string): File | null {
  const match = DATA_URL.exec(url);
  if (!match) return null;
  const type = match[1] ?? "application/octet-stream";
  const payload = match[3] ?? "";
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = match[2]
      ? Uint8Array.from(atob(payload), (c) => c.charCodeAt(0))
      : new TextEncoder().encode(decodeURIComponent(payload));
  } catch {
    return null;
  }
  const suffix = type.split("/")[1]?.replace("jpeg", "jpg").replace(/\+.*/, "") ?? "bin";
  return new File([bytes], `${name}.${suffix}`, { type });
}

/** Files an editor may drop or paste in: pictures and videos. */
export const isMediaFile = (file: File) => /^(image|video)\//.test(file.type);

type MediaNode = { type: "image" | "video" | "videoEmbed"; attrs: Record<string, string> };

/**
 * Places a picture or video at `at`, else after the selection: a picture just placed stays selected, and
 * what comes next goes after it instead of replacing it. Answers where the inserted node ends.
 */
export function insertMedia(editor: Editor, node: MediaNode, at?: number): number {
  editor
    .chain()
    .focus()
    .insertContentAt(at ?? editor.state.selection.to, node)
    .run();
  return editor.state.selection.to;
}

/** Uploads pasted or dropped pictures and videos and places them at `at` (or the cursor), in order. */
export async function insertFiles(editor: Editor, files: File[], upload: Upload, at?: number): Promise<void> {
  let position = at;
  for (const file of files.filter(isMediaFile)) {
    const src = await upload(file);
    if (editor.isDestroyed) return;
    const node: MediaNode = file.type.startsWith("video/")
      ? { type: "video", attrs: { src } }
      : { type: "image", attrs: { src, alt: file.name.replace(/\.[^.]+$/, "") } };
    position = insertMedia(editor, node, position);
  }
}

const inFlight = new WeakMap<Editor, Set<string>>();

/**
 * Pictures pasted as data (screenshots, some Word and WPS documents) go to the attachment library and
 * their nodes take the stored URL; a picture that cannot be uploaded is removed, and the error thrown.
 */
export async function uploadDataImages(editor: Editor, upload: Upload): Promise<void> {
  const busy = inFlight.get(editor) ?? new Set<string>();
  inFlight.set(editor, busy);
  const pending: string[] = [];
  editor.state.doc.descendants((node) => {
    const src = node.type.name === "image" ? String(node.attrs.src ?? "") : "";
    if (src.startsWith("data:") && !busy.has(src)) pending.push(src);
  });
  let failure: unknown;
  for (const [index, src] of pending.entries()) {
    busy.add(src);
    let stored: string | null = null;
    try {
      const file = dataUrlToFile(src, `pasted-${Date.now()}-${index}`);
      if (file) stored = await upload(file);
    } catch (error) {
      failure ??= error;
    } finally {
      busy.delete(src);
    }
    if (editor.isDestroyed) return;
    replaceImageSource(editor, src, stored);
  }
  if (failure) throw failure;
}

/** Points every image node showing `src` at `stored`, or removes it when there is none. */
function replaceImageSource(editor: Editor, src: string, stored: string | null): void {
  const { tr } = editor.state;
  const found: number[] = [];
  tr.doc.descendants((node, pos) => {
    if (node.type.name === "image" && node.attrs.src === src) found.push(pos);
  });
  for (const pos of found.reverse()) {
    const node = tr.doc.nodeAt(pos);
    if (!node) continue;
    if (stored) tr.setNodeMarkup(pos, undefined, { ...node.attrs, src: stored });
    else tr.delete(pos, pos + node.nodeSize);
  }
  if (found.length > 0) editor.view.dispatch(tr);
}
