import { type RefObject, useEffect, useState } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `container` that Tab reaches, in order (those laid out on screen only). */
function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0 && !element.closest("[inert]"),
  );
}

/** Keeps Tab and Shift+Tab inside a modal overlay: from its last control back to its first, and around. */
export function keepTabInside(
  event: Pick<KeyboardEvent, "key" | "shiftKey" | "preventDefault">,
  container: HTMLElement,
): void {
  if (event.key !== "Tab") return;
  const list = focusables(container);
  const first = list[0];
  const last = list.at(-1);
  if (!first || !last) return;
  const current = document.activeElement;
  if (event.shiftKey && (current === first || !container.contains(current))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || !container.contains(current))) {
    event.preventDefault();
    first.focus();
  }
}

function isPopoverOpen(element: HTMLElement): boolean {
  try {
    return element.matches(":popover-open");
  } catch {
    // A browser without the popover API knows no such state.
    return false;
  }
}

/**
 * The open state of a popover (`popover="auto"`, opened by a `popovertarget` button: this works before
 * and without JavaScript). With it the overlay moves focus to `initialFocus` when it opens and gives
 * it back to `opener` when it closes.
 */
export function usePopoverState(
  panel: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
  initialFocus: RefObject<HTMLElement | null>,
): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onToggle = (event: Event) => {
      const next = (event as Event & { newState?: string }).newState === "open";
      setOpen(next);
      if (next) initialFocus.current?.focus();
      else if (element.contains(document.activeElement) || document.activeElement === document.body)
        opener.current?.focus();
    };
    element.addEventListener("toggle", onToggle);
    // A popover opened before this script ran (a quick tap) keeps its state.
    if (isPopoverOpen(element)) setOpen(true);
    return () => element.removeEventListener("toggle", onToggle);
  }, [panel, opener, initialFocus]);
  return open;
}
