// How every browser test and benchmark launches Chromium: Debian's own build (never a downloaded
// one), headless, with no network of its own (no updates, sync or QUIC).

/**
 * Features Playwright switches off when it launches Chromium (playwright-core's `chromiumSwitches`).
 * Chromium reads only the last `--disable-features` it is given, and ours comes after Playwright's, so
 * ours repeats them.
 */
const playwrightDisabledFeatures = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
];

/**
 * Chromium's headless mode gives every window (every Playwright browser context) the address bar's
 * pop-ups as web pages of their own, each in a renderer process started for it and kept busy while the
 * window is open: on this kind of machine about 0.5 s of processor time per context plus a steady share
 * of a core while a page waits, more than the page under test itself costs. Nothing headless shows them.
 */
const omniboxPopups = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopups].join(",")}`,
  ],
};

/**
 * `chromiumLaunch` with more of Chromium's features switched off, by their `--disable-features` names
 * (added to the one list Chromium reads).
 */
export const chromiumLaunchWithout = (features) => ({
  ...chromiumLaunch,
  args: chromiumLaunch.args.map((arg) =>
    arg.startsWith("--disable-features=") ? `${arg},${features.join(",")}` : arg,
  ),
});
