import { scrollToTop, TOP_BUTTON_SCROLL_MS } from "../../../lib/scroll/scroll-to-top.ts";
import { ArrowUpIcon } from "./icons.tsx";

export type TopButtonProps = {
  /** The visible text (TOP). */
  text: string;
  /** What it does (返回顶部), for the tooltip and assistive technology. */
  label: string;
};

/** SPEC §2/§9: back to the top of the page, an eased scroll of 2000 ms. */
export function TopButton({ text, label }: TopButtonProps) {
  return (
    <button
      type="button"
      className="top-button"
      title={label}
      onClick={() => {
        scrollToTop(TOP_BUTTON_SCROLL_MS);
      }}
    >
      <ArrowUpIcon />
      {text}
      <span className="visually-hidden"> {label}</span>
    </button>
  );
}
