import { mergeAttributes, Node } from "@tiptap/react";

/**
 * A video in an article's body: an uploaded MP4 or a library file, shown with the browser's controls
 * (the server's sanitiser keeps `<video>` with its source).
 */
export const Video = Node.create({
  name: "video",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      src: { default: null },
      poster: { default: null },
    };
  },
  parseHTML() {
    return [
      {
        tag: "video",
        getAttrs: (element) => {
          const src = element.getAttribute("src") ?? element.querySelector("source")?.getAttribute("src");
          return src ? { src, poster: element.getAttribute("poster") } : false;
        },
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ["video", mergeAttributes({ controls: "true", preload: "metadata" }, HTMLAttributes)];
  },
});

/**
 * A video host's player (Tencent Video, Bilibili ... as pasted from a WeChat article or typed in): kept
 * as an iframe; the server keeps it only for the allow-listed video hosts.
 */
export const VideoEmbed = Node.create({
  name: "videoEmbed",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [{ tag: "iframe[src]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return [
      "iframe",
      mergeAttributes(
        { width: "100%", height: "400", frameborder: "0", allowfullscreen: "true" },
        HTMLAttributes,
      ),
    ];
  },
});
