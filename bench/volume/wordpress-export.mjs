// A WordPress export (WXR 1.2, in the shape of WordPress 6's exporter, as the import's fixture
// apps/server/src/modules/wordpress-import/fixtures/sample-site.xml) of `posts` published posts in two
// categories, with the volume bench's Chinese texts and no media: what `cli.js import:wordpress` reads
// for the import's throughput.
import { writeFileSync } from "node:fs";
import { seededRandom } from "./random.mjs";
import { articleTexts } from "./text.mjs";

const cdata = (text) => `<![CDATA[${text.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;

export function writeWordpressExport(file, { posts, seed = 49 }) {
  const random = seededRandom(seed + 1);
  const site = "https://old-site.example";
  const items = [];
  for (let i = 0; i < posts; i++) {
    const texts = articleTexts(random, []);
    const date = new Date(Date.UTC(2016, 0, 1) + i * 3_600_000).toISOString().slice(0, 19).replace("T", " ");
    const category = i % 2 === 0 ? "news" : "products";
    items.push(`	<item>
		<title>${cdata(texts.title)}</title>
		<link>${site}/?p=${1000 + i}</link>
		<dc:creator>${cdata("editor")}</dc:creator>
		<content:encoded>${cdata(texts.content)}</content:encoded>
		<excerpt:encoded>${cdata(texts.summary)}</excerpt:encoded>
		<wp:post_id>${1000 + i}</wp:post_id>
		<wp:post_date>${cdata(date)}</wp:post_date>
		<wp:post_date_gmt>${cdata(date)}</wp:post_date_gmt>
		<wp:post_name>${cdata(`post-${1000 + i}`)}</wp:post_name>
		<wp:status>${cdata("publish")}</wp:status>
		<wp:post_parent>0</wp:post_parent>
		<wp:menu_order>0</wp:menu_order>
		<wp:post_type>${cdata("post")}</wp:post_type>
		<wp:is_sticky>0</wp:is_sticky>
		<category domain="category" nicename="${category}">${cdata(category)}</category>
	</item>`);
  }
  writeFileSync(
    file,
    `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0"
	xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
	xmlns:content="http://purl.org/rss/1.0/modules/content/"
	xmlns:wfw="http://wellformedweb.org/CommentAPI/"
	xmlns:dc="http://purl.org/dc/elements/1.1/"
	xmlns:wp="http://wordpress.org/export/1.2/"
>
<channel>
	<title>Old site</title>
	<link>${site}</link>
	<language>zh-CN</language>
	<wp:wxr_version>1.2</wp:wxr_version>
	<wp:base_site_url>${site}</wp:base_site_url>
	<wp:base_blog_url>${site}</wp:base_blog_url>
	<wp:author><wp:author_id>2</wp:author_id><wp:author_login>${cdata("editor")}</wp:author_login><wp:author_email>${cdata("editor@example.com")}</wp:author_email><wp:author_display_name>${cdata("Editor")}</wp:author_display_name></wp:author>
	<wp:category><wp:term_id>11</wp:term_id><wp:category_nicename>${cdata("news")}</wp:category_nicename><wp:category_parent>${cdata("")}</wp:category_parent><wp:cat_name>${cdata("新闻")}</wp:cat_name></wp:category>
	<wp:category><wp:term_id>12</wp:term_id><wp:category_nicename>${cdata("products")}</wp:category_nicename><wp:category_parent>${cdata("")}</wp:category_parent><wp:cat_name>${cdata("产品")}</wp:cat_name></wp:category>
${items.join("\n")}
</channel>
</rss>
`,
  );
  return posts;
}
