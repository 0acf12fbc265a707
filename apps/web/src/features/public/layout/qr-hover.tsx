import { useState } from "react";
import { QrCodeIcon } from "./icons.tsx";

export type QrHoverProps = {
  /** The QR code picture (full URL). */
  src: string;
  /** The button's text and the picture's description (微信二维码). */
  label: string;
  /** The line under the picture (扫码关注). */
  caption: string;
};

/** SPEC §2/§9: the popover is 140 px wide. */
export const QR_POPOVER_WIDTH_PX = 140;

/**
 * The QR button: the code shows above it while the pointer is over it or it has keyboard focus (CSS),
 * or after a tap (touch screens give no hover); Escape hides it until the pointer or focus leaves.
 */
export function QrHover({ src, label, caption }: QrHoverProps) {
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const reset = () => {
    setOpen(false);
    setDismissed(false);
  };
  return (
    <span className="qr-hover" data-open={open ? "" : undefined} data-dismissed={dismissed ? "" : undefined}>
      <button
        type="button"
        className="qr-hover__button"
        onClick={() => {
          setDismissed(false);
          setOpen((value) => !value);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === "mouse") reset();
        }}
        onBlur={reset}
        onKeyDown={(event) => {
          if (event.key !== "Escape" || dismissed) return;
          // The first Escape hides the code; the next one reaches an overlay around it (the popup menu).
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setDismissed(true);
        }}
      >
        <QrCodeIcon />
        {label}
      </button>
      <span className="qr-hover__popover">
        <img
          className="qr-hover__image"
          src={src}
          alt={label}
          width={QR_POPOVER_WIDTH_PX - 16}
          height={QR_POPOVER_WIDTH_PX - 16}
          loading="lazy"
          decoding="async"
        />
        <span className="qr-hover__caption">{caption}</span>
      </span>
    </span>
  );
}
