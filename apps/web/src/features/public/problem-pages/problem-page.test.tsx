import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PublicPageProvider, publicPageContext } from "../page/page-context.tsx";
import { testPageData } from "../page/test-page-data.ts";
import { ProblemPage } from "./problem-page.tsx";

const markup = (kind: "notFound" | "noPermission") =>
  renderToStaticMarkup(
    <PublicPageProvider value={publicPageContext(testPageData({ page: kind }))}>
      <ProblemPage kind={kind} />
    </PublicPageProvider>,
  );

describe("ProblemPage", () => {
  it("shows the code as the page's heading, the message, a link home and the countdown island", () => {
    const html = markup("notFound");
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html).toContain(">404</h1>");
    expect(html).toContain("抱歉，您访问的页面不存在");
    expect(html).toContain('data-island="countdown"');
    expect(html).toContain("10 秒后自动返回首页");
    expect(html).toMatch(/<a class="button" href="\/">.*返回首页<\/a>/);
  });

  it("asks a visitor without permission to contact the administrator", () => {
    const html = markup("noPermission");
    expect(html).toContain(">401</h1>");
    expect(html).toContain("您没有访问此页面的权限，请联系管理员");
  });
});
