import { COUNTED_TOTAL_CAP } from "@corp/domain/list-total";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../i18n/i18n.ts";
import { renderWithTheme } from "../../test/render.tsx";
import { TablePager } from "./table-pager.tsx";

function renderPager(props: { total: number; shown?: number; page: number }) {
  const onPage = vi.fn();
  renderWithTheme(
    <TablePager {...props} limit={20} pageSizes={[20, 50]} onLimit={() => {}} onPage={onPage} />,
  );
  return onPage;
}

describe("the admin table's pager", () => {
  afterEach(async () => {
    await setLanguage("zh-cn");
  });

  it("says the exact total and stops at the last page", () => {
    renderPager({ total: 45, shown: 5, page: 3 });
    expect(screen.getByText("共 45 条")).toBeTruthy();
    expect(screen.getByText("3 / 3")).toBeTruthy();
    expect(screen.getByRole("button", { name: "下一页" }).hasAttribute("disabled")).toBe(true);
  });

  it("says 超过 10,000 条 past the counted cap and pages on while pages come full", () => {
    const onPage = renderPager({ total: COUNTED_TOTAL_CAP + 1, shown: 20, page: 600 });
    expect(screen.getByText("超过 10,000 条")).toBeTruthy();
    expect(screen.getByText("600 / 600+")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "下一页" }));
    expect(onPage).toHaveBeenCalledWith(601);
  });

  it("stops past the cap at a page that is not full, and says 10,000+ in English", async () => {
    await setLanguage("en");
    renderPager({ total: COUNTED_TOTAL_CAP + 1, shown: 7, page: 700 });
    expect(screen.getByText("10,000+ in total")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);
  });
});
