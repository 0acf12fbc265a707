import { Flex, IconButton, Separator } from "@chakra-ui/react";
import { type Editor, useEditorState } from "@tiptap/react";
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Bold,
  Columns3,
  Film,
  Heading2,
  Heading3,
  ImagePlus,
  Images,
  Italic,
  Link,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Rows3,
  SquarePlay,
  Table,
  TableColumnsSplit,
  TableRowsSplit,
  Trash2,
  Underline,
  Undo2,
  Video,
} from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { editorZhCn } from "../../../../i18n/locales/editor.ts";

type Label = Exclude<keyof typeof editorZhCn, "library">;

type Props = {
  editor: Editor;
  /** The field's label: a form with two editors (Chinese and English) names each toolbar apart. */
  label: string;
  uploading: boolean;
  onUploadImage: () => void;
  onUploadVideo: () => void;
  onLibrary: (kind: "image" | "video") => void;
  onAddress: (kind: "link" | "video") => void;
};

/** The editor's buttons; the table buttons show while the cursor is in a table. */
export function EditorToolbar({
  editor,
  label,
  uploading,
  onUploadImage,
  onUploadVideo,
  onLibrary,
  onAddress,
}: Props) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      underline: e.isActive("underline"),
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      left: e.isActive({ textAlign: "left" }),
      center: e.isActive({ textAlign: "center" }),
      right: e.isActive({ textAlign: "right" }),
      link: e.isActive("link"),
      table: e.isActive("table"),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (
    label: Label,
    Icon: LucideIcon,
    run: () => void,
    active = false,
    disabled = false,
  ): ReactNode => (
    <IconButton
      key={label}
      size="xs"
      variant={active ? "solid" : "ghost"}
      aria-label={t(`editor.${label}`)}
      aria-pressed={active}
      title={t(`editor.${label}`)}
      disabled={disabled}
      onClick={run}
      type="button"
    >
      <Icon />
    </IconButton>
  );
  const gap = (key: string) => <Separator key={key} orientation="vertical" h="5" mx="1" />;
  return (
    <Flex
      gap="0.5"
      p="1"
      borderBottomWidth="1px"
      wrap="wrap"
      align="center"
      role="toolbar"
      aria-label={t("editor.toolbar", { label })}
    >
      {tool("undo", Undo2, () => chain().undo().run(), false, !state.undo)}
      {tool("redo", Redo2, () => chain().redo().run(), false, !state.redo)}
      {gap("history")}
      {tool("bold", Bold, () => chain().toggleBold().run(), state.bold)}
      {tool("italic", Italic, () => chain().toggleItalic().run(), state.italic)}
      {tool("underline", Underline, () => chain().toggleUnderline().run(), state.underline)}
      {tool("heading2", Heading2, () => chain().toggleHeading({ level: 2 }).run(), state.h2)}
      {tool("heading3", Heading3, () => chain().toggleHeading({ level: 3 }).run(), state.h3)}
      {gap("blocks")}
      {tool("bulletList", List, () => chain().toggleBulletList().run(), state.bullet)}
      {tool("orderedList", ListOrdered, () => chain().toggleOrderedList().run(), state.ordered)}
      {tool("quote", Quote, () => chain().toggleBlockquote().run(), state.quote)}
      {tool("alignLeft", AlignLeft, () => chain().setTextAlign("left").run(), state.left)}
      {tool("alignCenter", AlignCenter, () => chain().setTextAlign("center").run(), state.center)}
      {tool("alignRight", AlignRight, () => chain().setTextAlign("right").run(), state.right)}
      {gap("insert")}
      {tool("link", Link, () => onAddress("link"), state.link)}
      {tool("table", Table, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())}
      {tool("image", ImagePlus, onUploadImage, false, uploading)}
      {tool("imageFromLibrary", Images, () => onLibrary("image"))}
      {tool("video", Video, onUploadVideo, false, uploading)}
      {tool("videoFromLibrary", Film, () => onLibrary("video"))}
      {tool("videoEmbed", SquarePlay, () => onAddress("video"))}
      {state.table ? (
        <>
          {gap("table")}
          {tool("addRow", TableRowsSplit, () => chain().addRowAfter().run())}
          {tool("addColumn", TableColumnsSplit, () => chain().addColumnAfter().run())}
          {tool("deleteRow", Rows3, () => chain().deleteRow().run())}
          {tool("deleteColumn", Columns3, () => chain().deleteColumn().run())}
          {tool("deleteTable", Trash2, () => chain().deleteTable().run())}
        </>
      ) : null}
    </Flex>
  );
}
