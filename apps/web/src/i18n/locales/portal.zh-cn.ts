/** The public portal's texts (home, lists, article, topics, search, popup menu). */
export const portalZhCn = {
  home: {
    banners: "焦点图",
    previous: "上一张",
    next: "下一张",
    slide: "第 {{index}} 张",
    latestNews: "最新动态",
    topics: "专题报道",
    about: "关于我们",
    more: "查看更多",
    learnMore: "了解更多",
  },
  list: {
    all: "全部",
    categories: "新闻分类",
    total: "共 {{total}} 篇",
    empty: "该分类暂无文章",
  },
  pager: {
    label: "分页",
    previous: "上一页",
    next: "下一页",
    page: "第 {{page}} 页",
    status: "第 {{page}} / {{pages}} 页",
  },
  article: {
    published: "发布时间：{{date}}",
    source: "来源：{{source}}",
    author: "作者：{{author}}",
    views: "浏览：{{count}} 次",
    previous: "上一篇：",
    next: "下一篇：",
    none: "没有了",
    video: "文章视频",
    topic: "所属专题：{{title}}",
    notFound: "文章不存在或尚未发布",
    body: "正文",
  },
  topic: {
    articles: "共 {{count}} 篇文章",
    viewAll: "查看专题全部文章",
    allTopics: "全部专题",
    empty: "该专题暂无文章",
  },
  layout: {
    popular: "热门文章",
    more: "更多{{name}}",
  },
  history: {
    timeline: "发展历程时间线",
  },
  search: {
    results: "找到 {{total}} 条与“{{q}}”相关的结果",
    none: "没有找到与“{{q}}”相关的内容，请换个关键字试试",
    failed: "搜索暂时不可用，请稍后再试",
  },
  popup: {
    open: "打开全屏菜单",
    close: "关闭全屏菜单",
    title: "全屏菜单",
  },
  progress: "页面加载中",
};
