import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { gotoReady, portalData } from "./portal-helpers.ts";

// Its tests share nothing: they may run on several workers at once (each with its own server).
test.describe.configure({ mode: "parallel" });

type Detail = { id: number; video_url: string };

/**
 * Every public page, the article with a video among them. The pages whose islands change by themselves
 * (the home page's carousel, the countdown of /401 and /404) come last: a button shared by every page is
 * pressed on the first page that shows it, where nothing else moves.
 */
async function publicPages(request: Parameters<typeof portalData>[0]): Promise<string[]> {
  let videoArticle = 0;
  for (let id = 1; id <= 60 && !videoArticle; id++) {
    const res = await request.get(`/api/portal/article?id=${id}`);
    if (res.ok() && ((await res.json()) as { data: Detail }).data.video_url) videoArticle = id;
  }
  expect(videoArticle, "the seed has an article with a video").toBeGreaterThan(0);
  return [
    "/list",
    "/topic",
    "/layout",
    "/us/company",
    "/us/history",
    "/contact",
    `/search?keywords=${encodeURIComponent("芯片")}`,
    `/article/${videoArticle}`,
    "/video",
    "/",
    "/401",
    "/404",
  ];
}

type Button = { index: number; name: string; island: string };

/**
 * The page's buttons outside the video player. The player's own controls come and go as it loads and
 * plays (its browser suite, packages/player, tests them), so they are left out of the count: a button's
 * index among the others stays the same while the player adds or hides its own.
 */
const pageButtons = (page: Page) =>
  page.locator("xpath=//button[not(ancestor-or-self::*[starts-with(@class, 'corp-player')])]");

/**
 * The buttons a visitor can see and press on the page as it is now, by index among `pageButtons`, with
 * the island each belongs to ("" for none).
 */
async function visibleButtons(page: Page): Promise<Button[]> {
  const buttons = pageButtons(page);
  const all = await buttons.evaluateAll((elements) =>
    elements.map((el) => ({
      // A submit button is a form's: the search forms are tested by submitting them.
      submits: el.closest("form") !== null && el.getAttribute("type") !== "button",
      name: el.getAttribute("aria-label") ?? (el as HTMLElement).innerText.trim(),
      island: el.closest("[data-island]")?.getAttribute("data-island") ?? "",
    })),
  );
  const found: Button[] = [];
  for (const [index, { submits, name, island }] of all.entries()) {
    if (submits) continue;
    const button = buttons.nth(index);
    if ((await button.isVisible()) && (await button.isEnabled())) found.push({ index, name, island });
  }
  return found;
}

/**
 * Scrolls to `y` and waits until the page stops moving (the header settling into its scrolled style
 * shifts the page a few pixels over some frames), so no scroll of its own counts as a button's doing.
 */
async function scrollSettled(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        window.scrollTo(0, to);
        let last = -1;
        let still = 0;
        const started = performance.now();
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10 || performance.now() - started > 3000) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    y,
  );
}

/**
 * A button marking the item shown now (a carousel's current dot) shows that item when pressed; to see it
 * do so, another item of its group is chosen first.
 */
async function leaveCurrent(page: Page, index: number): Promise<void> {
  const button = pageButtons(page).nth(index);
  if ((await button.getAttribute("aria-current")) !== "true") return;
  await button.locator("xpath=..").locator("button:not([aria-current='true'])").first().click();
  await expect(button).not.toHaveAttribute("aria-current", "true");
}

/**
 * How long what a button does may take to show on a loaded machine. The first sign of it ends the wait,
 * so only a button that does nothing waits this long.
 */
const SIGN_MS = 3000;

/** Presses a button and reports whether anything happened: the page changed, scrolled, navigated or opened a tab. */
async function pressAndObserve(page: Page, index: number): Promise<boolean> {
  await page.evaluate(() => {
    const w = window as Window & { __changes?: number };
    w.__changes = 0;
    new MutationObserver((records) => {
      w.__changes = (w.__changes ?? 0) + records.length;
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    window.addEventListener("scroll", () => {
      w.__changes = (w.__changes ?? 0) + 1;
    });
  });
  const before = page.url();
  const popup = page.context().waitForEvent("page", { timeout: SIGN_MS });
  await pageButtons(page).nth(index).click({ timeout: 5000 });
  const changed = page.waitForFunction(
    (url) => location.href !== url || ((window as Window & { __changes?: number }).__changes ?? 0) > 0,
    before,
    { timeout: SIGN_MS, polling: 50 },
  );
  return Promise.any([
    changed.then(() => true),
    popup.then(async (opened) => {
      await opened.close();
      return true;
    }),
  ]).catch(() => page.url() !== before);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 375, height: 800 },
]) {
  test.describe(`public pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("every button on every public page does something once the page has loaded", async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      // The header's and footer's islands are the same on every page: a button of an island is pressed on
      // the first page that shows it, and on the pages after only checked to be there for a click
      // (visible, enabled, not covered), on the page as loaded.
      const pressed = new Set<string>();
      const key = (button: Button) => `${button.island}: ${button.name}`;
      for (const path of await publicPages(request)) {
        await gotoReady(page, path);
        const buttons = await visibleButtons(page);
        const seen = buttons.filter((button) => button.island !== "" && pressed.has(key(button)));
        for (const { index, name } of seen) {
          await pageButtons(page)
            .nth(index)
            .click({ trial: true, timeout: 5000 })
            .catch((error: Error) => {
              throw new Error(`${path}: button "${name}" cannot be pressed: ${error.message}`);
            });
        }
        // Each is pressed on a page just loaded: the first on the one loaded above (the checks press nothing).
        let loaded = true;
        for (const button of buttons.filter((button) => !seen.includes(button))) {
          if (!loaded) await gotoReady(page, path);
          loaded = false;
          await scrollSettled(page, 300);
          await leaveCurrent(page, button.index);
          expect(await pressAndObserve(page, button.index), `${path}: button "${button.name}"`).toBe(true);
          if (button.island !== "") pressed.add(key(button));
        }
      }
      expect(pressed.size).toBeGreaterThan(5);
    });

    test("every link on every public page leads to a page that answers", async ({ page, request }) => {
      test.setTimeout(240_000);
      const checked = new Map<string, number>();
      for (const path of await publicPages(request)) {
        await gotoReady(page, path);
        const hrefs = await page
          .locator("a[href]")
          .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
        for (const href of new Set(hrefs)) {
          const url = new URL(href);
          const here = new URL(page.url());
          if (url.origin !== here.origin || url.pathname.startsWith("/user")) continue;
          // A link to a section of this same page (the skip link) loads nothing.
          if (url.hash && url.pathname === here.pathname && url.search === here.search) continue;
          const key = `${url.pathname}${url.search}`;
          if (!checked.has(key)) checked.set(key, (await request.get(key)).status());
          expect(checked.get(key), `${path} links to ${key}`).toBe(200);
        }
      }
      expect(checked.size).toBeGreaterThan(20);
    });
  });
}

test.describe("public pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("show their content, every menu link and the search form, and the search works", async ({
    page,
    request,
  }) => {
    const { menuArr } = await portalData<{ menuArr: { title: string; children: unknown[] }[] }>(
      request,
      "/api/Index/common",
    );
    for (const path of await publicPages(request)) {
      await page.goto(path);
      await expect(page.locator("h1").first(), path).toBeVisible();
      const nav = page.getByRole("navigation", { name: "主导航" });
      for (const item of menuArr)
        await expect(nav.getByRole("link", { name: item.title }).first(), path).toBeAttached();
      await expect(
        page.locator('form[action="/search"] input[name="keywords"]').first(),
        path,
      ).toBeAttached();
    }
    await page.goto("/");
    const search = page.locator('form[action="/search"]:visible').first();
    await search.locator('input[name="keywords"]').fill("芯片");
    await search.locator('input[name="keywords"]').press("Enter");
    await expect(page).toHaveURL(/\/search\?keywords=/);
    await expect(page.locator("main mark").first()).toBeVisible();
  });
});
