import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";

export interface MenuItem {
  key: string;
  label: string;
  checked: boolean;
}

interface MenuButtonProps {
  /** What the button shows: text such as "倍速" or an icon. */
  children: ReactNode;
  label: string;
  items: readonly MenuItem[];
  /** radio: choose one and close; checkbox: switches that stay open. */
  kind: "radio" | "checkbox";
  name: string;
  onSelect(key: string): void;
}

/**
 * A menu button of the WAI-ARIA pattern: arrows move, Enter/Space choose, Esc closes and returns focus
 * to the button, Tab leaves (never trapped). Keys it uses are marked handled so the player's hotkeys
 * do not also act on them.
 */
export function MenuButton({ children, label, items, kind, name, onSelect }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const menu = menuRef.current;
    const first =
      menu?.querySelector<HTMLElement>('[aria-checked="true"]') ?? menu?.querySelector<HTMLElement>("button");
    first?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (!menu?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(menuRef.current?.querySelectorAll<HTMLElement>("button") ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => buttons[(i + buttons.length) % buttons.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        focusAt(index + 1);
        break;
      case "ArrowUp":
        focusAt(index - 1);
        break;
      case "Home":
        focusAt(0);
        break;
      case "End":
        focusAt(-1);
        break;
      case "Escape":
        close(true);
        break;
      case "Tab":
        setOpen(false);
        return;
      case "ArrowLeft":
      case "ArrowRight":
        break; // inside a menu the arrows must not seek the video
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className={`corp-player__menu corp-player__menu--${name}`}>
      <button
        ref={buttonRef}
        type="button"
        className="corp-player__button corp-player__menu-button"
        aria-label={typeof children === "string" ? `${label} ${children}` : label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {children}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={id}
          role="menu"
          aria-label={label}
          className="corp-player__popup"
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is menuitemradio or menuitemcheckbox
            <button
              key={item.key}
              type="button"
              role={kind === "radio" ? "menuitemradio" : "menuitemcheckbox"}
              aria-checked={item.checked}
              className="corp-player__menu-item"
              onClick={() => {
                onSelect(item.key);
                if (kind === "radio") close(true);
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
