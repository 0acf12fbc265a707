import type { TextsLike } from "../locale-shape.ts";

/** content/pageMeta: 页面 SEO. */
export const pageMetaZhCn = {
  addTitle: "添加页面 SEO",
  editTitle: "编辑页面 SEO",
  pathHelp: "网站页面的路径，以 / 开头，如 /list、/us/company",
  titleHelp: "浏览器标签和搜索结果中显示的标题；留空则使用页面名称",
};

export const pageMetaEn: TextsLike<typeof pageMetaZhCn> = {
  addTitle: "Add page SEO entry",
  editTitle: "Edit page SEO entry",
  pathHelp: "A page's path on the site, starting with /, such as /list or /us/company",
  titleHelp: "The title in the browser tab and in search results; empty uses the page's name",
};
