/** An item of a hand-written WordPress export (WXR 1.2), as WordPress's Tools → Export writes one. */
export type TestItem = {
  /** `wp:post_id`; null leaves it out, as some exporters do. */
  id: number | null;
  type?: string;
  title: string;
  body?: string;
  password?: string;
  status?: string;
  menuOrder?: number | string;
  /** An attachment's file: its address and its place under `wp-content/uploads/`. */
  file?: { url: string; path?: string };
};

/** One `<item>` of an export of the old site at `site`. */
export function itemXml(site: string, options: TestItem): string {
  const slug = options.title.toLowerCase().replaceAll(" ", "-");
  const file = options.file;
  return `<item>
    <title>${options.title}</title>
    <link>${site}/${slug}/</link>
    <guid isPermaLink="false">${site}/?p=${slug}</guid>
    <dc:creator>editor</dc:creator>
    <content:encoded><![CDATA[${options.body ?? ""}]]></content:encoded>
    <excerpt:encoded><![CDATA[]]></excerpt:encoded>
    ${options.id === null ? "" : `<wp:post_id>${options.id}</wp:post_id>`}
    <wp:post_date>2025-04-01 09:00:00</wp:post_date>
    <wp:post_date_gmt>2025-04-01 01:00:00</wp:post_date_gmt>
    <wp:post_name>${slug}</wp:post_name>
    <wp:status>${options.status ?? (file ? "inherit" : "publish")}</wp:status>
    <wp:post_type>${options.type ?? (file ? "attachment" : "post")}</wp:post_type>
    <wp:menu_order>${options.menuOrder ?? 0}</wp:menu_order>
    <wp:post_password>${options.password ?? ""}</wp:post_password>
    ${file ? `<wp:attachment_url>${file.url}</wp:attachment_url>` : ""}
    ${file?.path ? `<wp:postmeta><wp:meta_key>_wp_attached_file</wp:meta_key><wp:meta_value>${file.path}</wp:meta_value></wp:postmeta>` : ""}
    <category domain="category" nicename="news"><![CDATA[News]]></category>
  </item>`;
}

/** An export of the old site at `site` with one category (News) and these items. */
export function exportXml(site: string, items: readonly TestItem[]): Buffer {
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
  xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"
  xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
  <title>Old site</title>
  <link>${site}</link>
  <wp:wxr_version>1.2</wp:wxr_version>
  <wp:base_site_url>${site}</wp:base_site_url>
  <wp:base_blog_url>${site}</wp:base_blog_url>
  <wp:category><wp:term_id>3</wp:term_id><wp:category_nicename>news</wp:category_nicename><wp:category_parent></wp:category_parent><wp:cat_name><![CDATA[News]]></wp:cat_name></wp:category>
  ${items.map((item) => itemXml(site, item)).join("\n")}
</channel>
</rss>`);
}
