import { createElement, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import "../styles/index.css";
import { readSharedIslandData, resolveShared } from "../page/island-data.ts";
import { startNavProgress } from "./nav-progress.ts";
import { showNotFoundAddress } from "./not-found-address.ts";
import { ISLANDS, isIslandName } from "./registry.ts";
import { followUserContentAnchors } from "./user-content-anchor.ts";
import { countViewWhenShown } from "./view-beacon.ts";

const parse = (text: string | null | undefined): unknown => {
  try {
    return JSON.parse(text ?? "null");
  } catch {
    return null;
  }
};

const sharedValues = readSharedIslandData(document);

/** The props an island was rendered with: the JSON script just before it, shared values filled in. */
function readProps(element: HTMLElement): Record<string, unknown> {
  const script = element.previousElementSibling;
  const props = script?.matches("script[data-island-props]") ? parse(script.textContent) : null;
  const resolved = resolveShared(props, sharedValues);
  return typeof resolved === "object" && resolved !== null ? (resolved as Record<string, unknown>) : {};
}

/** Hydrates one island: its component over the markup the server rendered from the same props. */
async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island;
  if (!isIslandName(name)) return;
  const Component = await ISLANDS[name]();
  // At transition priority React hydrates in slices of a few milliseconds, yielding to the browser in
  // between, instead of one long task per island; a click on an island not yet hydrated hydrates it first.
  startTransition(() => {
    hydrateRoot(element, createElement(Component, readProps(element)));
  });
  element.dataset.hydrated = "";
}

for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
  hydrateIsland(element).catch((error: unknown) =>
    console.error("island failed", element.dataset.island, error),
  );
}
showNotFoundAddress();
startNavProgress();
countViewWhenShown();
followUserContentAnchors();
