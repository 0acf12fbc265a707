/**
 * The settings of the "search_push" group (migration 0026 adds them to seeded sites, the seed to new
 * ones): pushing the addresses of published articles to Baidu's link push and to IndexNow. Baidu's token
 * is a `password` item (never answered, listed or logged in clear, ADR 0016); IndexNow's key is public by
 * design (the site serves it at /<key>.txt). Never change a shipped entry; add new ones.
 */
export const SEARCH_PUSH_CONFIG_GROUP = { key: "search_push", value: "搜索引擎推送" } as const;

export const SEARCH_PUSH_SETTINGS = [
  {
    name: "search_push_baidu",
    title: "推送到百度",
    type: "switch",
    value: false,
    tip: "文章发布或更新后，把它的网址提交到百度搜索资源平台的普通收录接口；需要服务器设置了 SITE_URL",
  },
  {
    name: "search_push_baidu_token",
    title: "百度推送令牌",
    type: "password",
    value: "",
    tip: "百度搜索资源平台 → 普通收录 → API 提交 中接口调用地址里的 token",
  },
  {
    name: "search_push_indexnow",
    title: "推送到 IndexNow",
    type: "switch",
    value: false,
    tip: "必应（Bing）、Yandex 等搜索引擎共用的 IndexNow 接口；需要服务器设置了 SITE_URL",
  },
  {
    name: "search_push_indexnow_key",
    title: "IndexNow 密钥",
    type: "string",
    value: "",
    tip: "8 到 128 个字母、数字或短横线（-）；站点在 /<密钥>.txt 公开它，供搜索引擎核对",
  },
] as const;
