import { type ReactNode, useEffect, useId, useRef } from "react";
import { Icon } from "./icons.tsx";

/**
 * A small non-modal dialog inside the player: takes focus when it opens, Esc or the close button
 * gives focus back to the player. Tab moves on freely, nothing is trapped.
 */
export function PlayerDialog({
  title,
  closeLabel,
  onClose,
  children,
}: {
  title: string;
  closeLabel: string;
  onClose(): void;
  children: ReactNode;
}) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      className="corp-player__dialog"
      role="dialog"
      aria-labelledby={id}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className="corp-player__dialog-head">
        <h2 id={id}>{title}</h2>
        <button type="button" className="corp-player__button" aria-label={closeLabel} onClick={onClose}>
          <Icon name="close" />
        </button>
      </div>
      {children}
    </div>
  );
}
