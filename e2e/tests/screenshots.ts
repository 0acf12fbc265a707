import type { Locator, Page, PageScreenshotOptions } from "@playwright/test";

/**
 * Whether the browser tests save their screenshots (test-results/*.png, for people to look at: no test
 * compares them). Saved unless E2E_SCREENSHOTS=0, and not in CI (CI=true) unless E2E_SCREENSHOTS=1:
 * nobody looks at a CI run's pictures, and rendering and encoding them costs processor time.
 */
export const SAVE_SCREENSHOTS =
  process.env.E2E_SCREENSHOTS === "1" || (process.env.E2E_SCREENSHOTS !== "0" && process.env.CI !== "true");

/** Saves a screenshot of a page or an element to `options.path` when screenshots are saved. */
export async function screenshot(
  target: Page | Locator,
  options: PageScreenshotOptions & { path: string },
): Promise<void> {
  if (SAVE_SCREENSHOTS) await target.screenshot(options);
}
