import type { ComponentType } from "react";
import { FriendLinks } from "../layout/friend-links.tsx";
import { HeaderState } from "../layout/header-state.tsx";
import { LanguageSwitch } from "../layout/language-switch.tsx";
import { MobileMenu } from "../layout/mobile-menu.tsx";
import { PopupMenu } from "../layout/popup-menu.tsx";
import { QrHover } from "../layout/qr-hover.tsx";
import { TopButton } from "../layout/top-button.tsx";

// biome-ignore lint/suspicious/noExplicitAny: each island declares its own props; entry.ts passes the JSON it was rendered with.
type AnyIsland = ComponentType<any>;

/**
 * The components of public pages that run in the browser. Those of the header and footer, on every
 * page, come with the islands' entry (one request); a page's own ones load when the page holds them.
 * An island imports React and its own module only: no Chakra, Emotion, router, query cache or i18next;
 * its texts come in its props from the server's render.
 */
export const ISLANDS = {
  "header-state": async () => HeaderState,
  "popup-menu": async () => PopupMenu,
  "mobile-menu": async () => MobileMenu,
  "language-switch": async () => LanguageSwitch,
  "friend-links": async () => FriendLinks,
  "qr-hover": async () => QrHover,
  "top-button": async () => TopButton,
  "banner-carousel": () => import("../pages/banner-carousel.tsx").then((m) => m.BannerCarousel),
  "video-player": () => import("../pages/video-player-island.tsx").then((m) => m.VideoPlayerIsland),
  countdown: () => import("../problem-pages/countdown.tsx").then((m) => m.Countdown),
  "video-demo": () => import("../video-demo/video-demo.tsx").then((m) => m.VideoDemo),
  "lead-form": () => import("../leads/lead-form.tsx").then((m) => m.LeadFormIsland),
} satisfies Record<string, () => Promise<AnyIsland>>;

export type IslandName = keyof typeof ISLANDS;

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(ISLANDS, name);
