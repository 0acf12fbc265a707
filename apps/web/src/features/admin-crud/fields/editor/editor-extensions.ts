import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import TextAlign from "@tiptap/extension-text-align";
import StarterKit from "@tiptap/starter-kit";
import { Video, VideoEmbed } from "./media-nodes.ts";

/** What the article editor can hold: what a newsroom writes and what Word and WeChat paste. */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4] },
    link: {
      openOnClick: false,
      autolink: true,
      protocols: ["http", "https", "mailto", "tel"],
      HTMLAttributes: { rel: "noopener noreferrer", target: null },
    },
  }),
  // Pictures pasted as data are kept until they are uploaded to the library (see pasted-media.ts).
  Image.configure({ allowBase64: true }),
  TableKit.configure({ table: { resizable: false } }),
  TextAlign.configure({ types: ["heading", "paragraph"] }),
  Video,
  VideoEmbed,
];
