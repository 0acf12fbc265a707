/**
 * The settings of the "market" group (migration 0015 adds them to seeded sites, the seed to new ones):
 * the module market's address and the market account's token. The token is a `password` item, so it is
 * never answered, listed or logged in clear (ADR 0016). Never change a shipped entry; add new ones.
 */
export const MARKET_CONFIG_GROUP = { key: "market", value: "模块市场" } as const;

export const MARKET_SETTINGS = [
  {
    name: "module_market_url",
    title: "模块市场地址",
    type: "string",
    value: "",
    tip: "模块市场接口的地址，例如 https://market.example.com/api；留空则只能上传安装模块",
  },
  {
    name: "module_market_token",
    title: "市场账户令牌",
    type: "password",
    value: "",
    tip: "在模块市场的账户中生成，用于下单、支付和下载",
  },
] as const;
