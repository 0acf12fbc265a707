import type { portalZhCn } from "./portal.zh-cn.ts";

type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

export const portalEn: Shape<typeof portalZhCn> = {
  home: {
    banners: "Highlights",
    previous: "Previous slide",
    next: "Next slide",
    slide: "Slide {{index}}",
    latestNews: "Latest news",
    topics: "Special reports",
    about: "About us",
    moreNews: "More news",
    moreTopics: "All special reports",
    learnMore: "More about us",
  },
  list: {
    all: "All",
    categories: "News categories",
    total: "{{total}} articles",
    empty: "No articles in this category yet",
  },
  pager: {
    label: "Pagination",
    previous: "Previous page",
    next: "Next page",
    page: "Page {{page}}",
    status: "Page {{page}} of {{pages}}",
  },
  article: {
    published: "Published: {{date}}",
    source: "Source: {{source}}",
    author: "Author: {{author}}",
    views: "Views: {{count}}",
    previous: "Previous: ",
    next: "Next: ",
    none: "None",
    video: "Article video",
    topic: "Special report: {{title}}",
    notFound: "The article does not exist or is not published",
    body: "Article text",
  },
  topic: {
    articles: "{{count}} articles",
    viewAll: "All articles of this report",
    allTopics: "All reports",
    empty: "No articles in this report yet",
  },
  layout: {
    popular: "Most read",
    more: "More in {{name}}",
  },
  history: {
    timeline: "Timeline of the company's history",
  },
  search: {
    results: "{{total}} results for “{{q}}”",
    none: "Nothing found for “{{q}}”; try another keyword",
    failed: "Search is unavailable at the moment, please try again later",
  },
  popup: {
    open: "Open the full-screen menu",
    close: "Close the full-screen menu",
    title: "Full-screen menu",
  },
  progress: "Loading the page",
};
