import { Box } from "@chakra-ui/react";
import { type Editor, EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../../../theme/toaster-store.ts";
import { errorText } from "../../error-text.ts";
import { AttachmentPicker } from "../attachment-picker.tsx";
import { uploadFile } from "../upload-api.ts";
import { AddressBar } from "./address-bar.tsx";
import { editorExtensions } from "./editor-extensions.ts";
import { EditorToolbar } from "./editor-toolbar.tsx";
import { cleanPastedHtml } from "./paste-html.ts";
import { insertFiles, insertMedia, isMediaFile, uploadDataImages } from "./pasted-media.ts";

type Props = { value: string; onChange: (html: string) => void; label: string };

const upload = (file: File) => uploadFile(file, "editor");
const MP4_OR_PLAYLIST = /\.(?:mp4|webm|m4v|mov|m3u8)(?:[?#]|$)/i;

/**
 * The rich-text editor (Tiptap): formatting, tables, pictures and videos uploaded or chosen from the
 * attachment library; paste from Word and WeChat keeps headings, lists, tables and pictures. Loaded
 * only by forms that have an editor field.
 */
export default function RichTextEditor({ value, onChange, label }: Props) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const [library, setLibrary] = useState<"image" | "video" | null>(null);
  const [address, setAddress] = useState<"link" | "video" | null>(null);
  const imagePicker = useRef<HTMLInputElement>(null);
  const videoPicker = useRef<HTMLInputElement>(null);
  const editorRef = useRef<Editor | null>(null);

  const report = (error: unknown) => showToast({ type: "error", message: errorText(error) });
  const busy = async (work: () => Promise<void>) => {
    setUploading(true);
    try {
      await work();
    } catch (error) {
      report(error);
    } finally {
      setUploading(false);
    }
  };
  const filesOf = (list: FileList | null | undefined) => Array.from(list ?? []).filter(isMediaFile);

  const editor = useEditor({
    extensions: editorExtensions,
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => {
      onChange(e.getHTML());
      if (e.getHTML().includes('src="data:')) void busy(() => uploadDataImages(e, upload));
    },
    editorProps: {
      attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true" },
      transformPastedHTML: (html) => {
        const pasted = cleanPastedHtml(html);
        if (pasted.unreadableImages > 0) {
          showToast({
            type: "warning",
            message: t("editor.unreadableImages", { count: pasted.unreadableImages }),
          });
        }
        return pasted.html;
      },
      // Files alone (a screenshot, pictures from a folder) are uploaded; with HTML beside them (Word puts a
      // picture of the whole selection there too) the HTML is what was meant.
      handlePaste: (_view, event) => {
        const files = filesOf(event.clipboardData?.files);
        const current = editorRef.current;
        if (!current || files.length === 0 || event.clipboardData?.types.includes("text/html")) return false;
        void busy(() => insertFiles(current, files, upload));
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = filesOf(event.dataTransfer?.files);
        const current = editorRef.current;
        if (moved || !current || files.length === 0) return false;
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        void busy(() => insertFiles(current, files, upload, at));
        return true;
      },
    },
  });
  editorRef.current = editor;

  useEffect(() => {
    // A hidden tab or a suspended form unmounts the editor's effects; Tiptap destroys that instance and
    // makes a new one when shown again, so the old one is never touched.
    if (!editor || editor.isDestroyed) return;
    if (value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  if (!editor || editor.isDestroyed) return null;

  const pickFiles = (list: FileList | null, input: HTMLInputElement | null) => {
    const files = filesOf(list);
    if (input) input.value = "";
    if (files.length > 0) void busy(() => insertFiles(editor, files, upload));
  };
  const insertVideo = (src: string) =>
    insertMedia(editor, {
      type: MP4_OR_PLAYLIST.test(src) || src.startsWith("/") ? "video" : "videoEmbed",
      attrs: { src },
    });
  const applyAddress = (kind: "link" | "video", href: string) => {
    setAddress(null);
    if (kind === "video") insertVideo(href);
    else editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
  };

  return (
    <Box borderWidth="1px" borderRadius="md" role="group" aria-label={label}>
      <EditorToolbar
        editor={editor}
        label={label}
        uploading={uploading}
        onUploadImage={() => imagePicker.current?.click()}
        onUploadVideo={() => videoPicker.current?.click()}
        onLibrary={setLibrary}
        onAddress={setAddress}
      />
      {address ? (
        <AddressBar
          key={address}
          label={address === "link" ? t("editor.linkAddress") : t("editor.videoEmbed")}
          help={address === "video" ? t("editor.videoEmbedHelp") : undefined}
          initial={address === "link" ? String(editor.getAttributes("link").href ?? "") : ""}
          onApply={(href) => applyAddress(address, href)}
          onCancel={() => setAddress(null)}
          onRemove={
            address === "link" && editor.isActive("link")
              ? () => {
                  setAddress(null);
                  editor.chain().focus().extendMarkRange("link").unsetLink().run();
                }
              : undefined
          }
        />
      ) : null}
      <input
        ref={imagePicker}
        type="file"
        accept="image/*"
        multiple
        hidden
        aria-label={t("editor.image")}
        onChange={(e) => pickFiles(e.target.files, e.target)}
      />
      <input
        ref={videoPicker}
        type="file"
        accept="video/*"
        hidden
        aria-label={t("editor.video")}
        onChange={(e) => pickFiles(e.target.files, e.target)}
      />
      <Box
        p="2"
        minH="10rem"
        css={{
          "& .ProseMirror": { outline: "none", minHeight: "9rem" },
          "& .ProseMirror img, & .ProseMirror video, & .ProseMirror iframe": { maxWidth: "100%" },
          "& .ProseMirror table": { borderCollapse: "collapse", width: "100%", my: "2" },
          "& .ProseMirror td, & .ProseMirror th": {
            borderWidth: "1px",
            px: "2",
            py: "1",
            verticalAlign: "top",
          },
          "& .ProseMirror th": { bg: "bg.muted", fontWeight: "semibold" },
          "& .ProseMirror .selectedCell": { bg: "blue.subtle" },
          "& .ProseMirror h1": { fontSize: "2xl", fontWeight: "bold" },
          "& .ProseMirror h2": { fontSize: "xl", fontWeight: "bold" },
          "& .ProseMirror h3": { fontSize: "lg", fontWeight: "semibold" },
          "& .ProseMirror ul": { listStyle: "disc", pl: "6" },
          "& .ProseMirror ol": { listStyle: "decimal", pl: "6" },
          "& .ProseMirror blockquote": { borderLeftWidth: "3px", pl: "3", color: "fg.muted" },
          "& .ProseMirror a": { color: "blue.fg", textDecoration: "underline" },
          "& .ProseMirror .ProseMirror-selectednode": { outline: "2px solid", outlineColor: "blue.solid" },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <AttachmentPicker
        open={library !== null}
        kind={library ?? "image"}
        onClose={() => setLibrary(null)}
        onPick={(src) => {
          const kind = library;
          setLibrary(null);
          if (kind === "video") insertVideo(src);
          else insertMedia(editor, { type: "image", attrs: { src } });
        }}
      />
    </Box>
  );
}
