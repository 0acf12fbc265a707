import { type KeyboardEvent, useEffect, useRef } from "react";
import type { Point } from "./context-menu-position.ts";
import type { PlayerMessages } from "./messages.ts";

export type ContextAction = "colour" | "hotkeys" | "copy";

/** The right-click menu: colour adjustment, hotkey list, copy the video's address, version. */
export function ContextMenu({
  at,
  messages: m,
  onAction,
  onClose,
}: {
  at: Point;
  messages: PlayerMessages;
  onAction(action: ContextAction): void;
  onClose(returnFocus: boolean): void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>("[role=menuitem]")?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node | null)) onClose(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(ref.current?.querySelectorAll<HTMLElement>("[role=menuitem]") ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined) items[(index + step + items.length) % items.length]?.focus();
    else if (event.key === "Escape") onClose(true);
    else if (event.key === "Tab") return onClose(false);
    else if (!event.key.startsWith("Arrow")) return;
    event.preventDefault();
  };

  const item = (action: ContextAction, label: string) => (
    <button type="button" role="menuitem" className="corp-player__menu-item" onClick={() => onAction(action)}>
      {label}
    </button>
  );
  return (
    <div
      ref={ref}
      role="menu"
      aria-label={m.player}
      className="corp-player__context"
      style={{ left: at.x, top: at.y }}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      {item("colour", m.colour)}
      {item("hotkeys", m.hotkeys)}
      {item("copy", m.copyAddress)}
      <button type="button" role="menuitem" aria-disabled="true" className="corp-player__menu-item">
        {m.version}
      </button>
    </div>
  );
}
