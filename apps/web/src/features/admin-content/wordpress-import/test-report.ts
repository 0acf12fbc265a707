/** A run's report as the server writes it, for the tests of this page: the preview and three lines. */
export const testPreview = {
  site: "https://old.example.com",
  title: "旧网站",
  counts: {
    category: { toImport: 1, imported: 0, skipped: 0 },
    post: { toImport: 2, imported: 0, skipped: 0 },
    page: { toImport: 0, imported: 0, skipped: 1 },
    attachment: { toImport: 0, imported: 0, skipped: 0 },
  },
  otherTypes: { nav_menu_item: 5 },
  authors: ["admin"],
};

export const testLines = [
  {
    kind: "post",
    id: 7,
    title: "发布会",
    result: "imported",
    oldUrl: "https://old.example.com/%e5%8f%91/",
    newUrl: "/article/3",
    notes: [{ key: "importNoteShortcodes", params: { count: 2 } }],
  },
  { kind: "page", id: 8, title: "草稿页", result: "skipped", notes: [{ key: "importNoteAutoDraft" }] },
  {
    kind: "attachment",
    id: 9,
    title: "logo",
    result: "failed",
    notes: [{ key: "importNoteHttp", params: { status: 404 } }],
  },
];
