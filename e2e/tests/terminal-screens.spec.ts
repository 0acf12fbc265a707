import { expect, test } from "./fixtures.ts";
import { dismissToasts, settled } from "./helpers.ts";
import { screenshot } from "./screenshots.ts";
import { addTask, drawer, login, openTerminal, tasks, useNpm } from "./terminal-helpers.ts";

// Each picture is taken on its own page and queue: they may run on several workers at once.
test.describe.configure({ mode: "parallel" });

for (const lang of ["zh-cn", "en"] as const) {
  for (const width of [1440, 375]) {
    test(`the terminal drawer in ${lang} at ${width} px (screenshot)`, async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem("lang", chosen), lang);
      await page.setViewportSize({ width, height: width > 1000 ? 900 : 812 });
      await login(page);
      await dismissToasts(page);
      await screenshot(page, {
        path: `test-results/terminal-top-bar-${lang}-${width}.png`,
        clip: { x: 0, y: 0, width, height: 120 },
      });
      await openTerminal(page);
      await useNpm(page);
      // Keep the success beside the failure, to show every state at once.
      await drawer(page)
        .getByText(/添加任务时清理成功的任务|Clear successful tasks when adding one/)
        .click();
      await addTask(page, "version.node");
      await expect(tasks(page, "version.node")).toHaveAttribute("data-status", "3");
      await addTask(page, "migrate");
      // The command starts a Node process that loads the server's bundle: slow on a loaded machine.
      await expect(tasks(page, "migrate")).toHaveAttribute("data-status", "4");
      await addTask(page, "version.node");
      // The warning's toast covers the drawer's title: close it for the picture.
      await dismissToasts(page);
      await settled(page);
      await screenshot(page, { path: `test-results/terminal-${lang}-${width}.png` });
      await tasks(page, "migrate")
        .getByRole("button", { name: /删除|Delete/ })
        .click();
      await expect(tasks(page, "version.node").nth(1)).toHaveAttribute("data-status", "3");
    });
  }
}
