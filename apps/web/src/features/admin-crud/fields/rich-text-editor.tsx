import { Box, Button, Flex } from "@chakra-ui/react";
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { adminUiZhCn } from "../../../i18n/locales/admin-ui.zh-cn.ts";
import { showToast } from "../../../theme/toaster-store.ts";
import { errorText } from "../error-text.ts";
import { uploadFile } from "./upload-api.ts";

type Props = { value: string; onChange: (html: string) => void; label: string };

/** The rich-text editor (Tiptap); loaded only by forms that have an editor field. */
export default function RichTextEditor({ value, onChange, label }: Props) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit, Image],
    content: value,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
    editorProps: { attributes: { "aria-label": label, role: "textbox", "aria-multiline": "true" } },
  });
  useEffect(() => {
    // A hidden tab or a suspended form unmounts the editor's effects; Tiptap destroys that instance and
    // makes a new one when shown again, so the old one is never touched.
    if (!editor || editor.isDestroyed) return;
    if (value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  if (!editor || editor.isDestroyed) return null;
  /** A picture from this computer: uploaded to the attachment library, then placed at the cursor. */
  const insertImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const src = await uploadFile(file, "editor");
      editor
        .chain()
        .focus()
        .setImage({ src, alt: file.name.replace(/\.[^.]+$/, "") })
        .run();
    } catch (error) {
      showToast({ type: "error", message: errorText(error) });
    } finally {
      setUploading(false);
      if (picker.current) picker.current.value = "";
    }
  };
  const tool = (name: keyof typeof adminUiZhCn.editor, active: boolean, run: () => void) => (
    <Button size="xs" variant={active ? "solid" : "ghost"} onClick={run} type="button">
      {t(`adminUi.editor.${name}`)}
    </Button>
  );
  return (
    <Box borderWidth="1px" borderRadius="md">
      <Flex gap="1" p="1" borderBottomWidth="1px" wrap="wrap">
        {tool("bold", editor.isActive("bold"), () => editor.chain().focus().toggleBold().run())}
        {tool("italic", editor.isActive("italic"), () => editor.chain().focus().toggleItalic().run())}
        {tool("heading", editor.isActive("heading", { level: 2 }), () =>
          editor.chain().focus().toggleHeading({ level: 2 }).run(),
        )}
        {tool("bulletList", editor.isActive("bulletList"), () =>
          editor.chain().focus().toggleBulletList().run(),
        )}
        {tool("orderedList", editor.isActive("orderedList"), () =>
          editor.chain().focus().toggleOrderedList().run(),
        )}
        {tool("quote", editor.isActive("blockquote"), () => editor.chain().focus().toggleBlockquote().run())}
        <Button
          size="xs"
          variant="ghost"
          type="button"
          loading={uploading}
          onClick={() => picker.current?.click()}
        >
          {t("adminUi.editor.image")}
        </Button>
        <input
          ref={picker}
          type="file"
          accept="image/*"
          hidden
          aria-label={t("adminUi.editor.image")}
          onChange={(e) => void insertImage(e.target.files?.[0])}
        />
      </Flex>
      <Box
        p="2"
        minH="10rem"
        css={{
          "& .ProseMirror": { outline: "none", minHeight: "9rem" },
          "& .ProseMirror img": { maxWidth: "100%" },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
