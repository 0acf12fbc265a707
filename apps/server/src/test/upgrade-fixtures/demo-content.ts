import { type Db, insertRows, type Level, since, times } from "./demo-rows.ts";

/** Rows of a list, each made from one tuple by `row`, with its id (from 1), weight (heaviest first) and times. */
function listed<T extends unknown[]>(
  tuples: T[],
  row: (...values: T) => Record<string, string | number | null>,
) {
  return tuples.map((tuple, i) => ({
    id: i + 1,
    ...row(...tuple),
    weigh: (tuples.length - i) * 10,
    ...times(i === tuples.length - 1 ? 9 : 0),
  }));
}

/** The public site's content as the company kept it: profile, menu, links, banners, pages, taxonomy. */
export async function fillContent(db: Db, n: Level) {
  await insertRows(db, "corp", [
    {
      id: 1,
      name: "苏州澄芯智能科技有限公司",
      name_en: "Suzhou Chengxin Intelligent Technology Co., Ltd.",
      slogan: "让每一条产线更聪明",
      summary: "专注工业物联网与边缘计算的国家高新技术企业。",
      content: "<p>澄芯科技成立于 2012 年，总部位于苏州工业园区。</p>",
      logo: "/static/images/logo.png",
      image: "/static/images/about.jpg",
      founded_year: 2012,
      address: "江苏省苏州市工业园区金鸡湖大道88号澄芯大厦",
      // Cleared in the profile before 0007, which fills it from the hotline setting.
      phone: n < 7 ? "" : "400-800-8888",
      email: "contact@chengxin.example.com",
      website: "https://www.chengxin.example.com",
      weigh: 0,
      status: "enable",
      ...times(0),
      ...since(n, 7, {
        zipcode: "215000",
        record_number: "苏ICP备12345678号-1",
        qr: "/static/images/wx_qr.png",
        culture: "<p>诚信、专注、创新。</p>",
      }),
    },
  ]);
  const menu: [number, string, string, string][] = [
    [0, "首页", "Home", "/"],
    [0, "关于我们", "About", "/about"],
    [0, "新闻中心", "News", "/news"],
    [3, "公司新闻", "Company news", "/news/1"],
    [3, "行业动态", "Industry", "/news/2"],
    [0, "联系我们", "Contact", "/contact"],
  ];
  await insertRows(
    db,
    "menu",
    listed(menu, (pid, title, title_en, path) => ({
      pid,
      title,
      title_en,
      thumb: "",
      path,
      status: "enable",
    })),
  );
  const links: [string, string, string][] = [
    ["工业和信息化部", "https://www.miit.gov.cn", "enable"],
    ["苏州工业园区", "https://www.sipac.gov.cn", "enable"],
    ["合作伙伴（已停用）", "https://partner.example.com", "disable"],
  ];
  await insertRows(
    db,
    "friend_link",
    listed(links, (title, link, status) => ({ title, link, status })),
  );
  const banners: [string, string, string, string, string][] = [
    ["让每一条产线更聪明", "工业物联网整体解决方案", "/static/images/banner/01.jpg", "/about", "enable"],
    ["新一代工业网关", "5G · 边缘计算", "/storage/20250310/5f1e-banner.jpg", "/article/1", "enable"],
    ["春季招聘", "", "/static/images/banner/03.jpg", "", "disable"],
  ];
  await insertRows(
    db,
    "banner",
    listed(banners, (title, summary, image, link, status) => ({ title, summary, image, link, status })),
  );
  const pages: [string, string, string, string, string][] = [
    ["company", "公司简介", "Company", "<p>澄芯科技是一家专注工业物联网的企业。</p>", "澄芯,工业物联网"],
    ["history", "发展历程", "History", "", ""],
    ["contact", "联系我们", "Contact", "<p>欢迎来电垂询。</p>", ""],
  ];
  await insertRows(
    db,
    "page",
    listed(pages, (slug, title, title_en, content, keywords) => ({
      slug,
      title,
      title_en,
      content,
      image: "",
      keywords,
      description: title,
      status: "enable",
    })),
  );
  const timeline: [string, string, string][] = [
    ["公司成立", "<p>在苏州工业园区注册成立。</p>", "2012"],
    ["首款工业网关量产", "<p>年出货量突破一万台。</p>", "2016-05"],
    ["获评专精特新企业", "", "2022-11-18"],
  ];
  await insertRows(
    db,
    "page_article",
    listed(timeline, (title, content, event_date) => ({
      page_id: 2,
      title,
      content,
      image: "",
      event_date,
      status: "enable",
    })),
  );
  const metas: [string, string, string, string][] = [
    ["/news", "新闻中心 - 澄芯科技", "新闻,动态", "澄芯科技新闻中心"],
    ["/search", "站内搜索", "", ""],
  ];
  await insertRows(
    db,
    "page_meta",
    metas.map(([path, title, keywords, description], i) => ({
      id: i + 1,
      path,
      title,
      keywords,
      description,
      ...times(0),
    })),
  );
  const categories: [string, string][] = [
    ["公司新闻", "Company news"],
    ["行业动态", "Industry news"],
    ["媒体报道", "Media"],
    ["技术分享", "Tech insights"],
  ];
  await insertRows(
    db,
    "category",
    listed(categories, (name, name_en) => ({ pid: 0, name, name_en, status: "enable" })),
  );
  const topics: [string, string, string, string][] = [
    ["十年专精特新", "Ten years", "澄芯科技的十年", "/static/images/topic/01.jpg"],
    ["边缘计算实践", "Edge computing", "", ""],
  ];
  await insertRows(
    db,
    "topic",
    listed(topics, (title, title_en, summary, image) => ({
      title,
      title_en,
      summary,
      image,
      status: "enable",
    })),
  );
}
