/** The line icons of the public pages (styles/icons.css draws each as a mask in the text colour). */
export type IconName =
  | "search"
  | "menu"
  | "close"
  | "layout-grid"
  | "qr-code"
  | "arrow-up"
  | "user-round"
  | "chevron-down"
  | "arrow-right"
  | "chevron-left"
  | "chevron-right"
  | "calendar"
  | "eye"
  | "file-text"
  | "house"
  | "arrow-left";

export type IconSize = 12 | 14 | 16 | 20 | 24 | 40;

/** An icon beside text: decorative, so hidden from assistive technology. */
export function Icon({ name, size = 16 }: { name: IconName; size?: IconSize }) {
  return <span className={`icon icon--${size} icon--${name}`} aria-hidden="true" />;
}
