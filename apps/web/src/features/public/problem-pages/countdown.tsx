import { Icon } from "../site/icon.tsx";
import { useCountdown } from "./use-countdown.ts";

/** How long a problem page waits before it returns home by itself. */
export const PROBLEM_PAGE_RETURN_SECONDS = 10;

export type CountdownProps = {
  /** The countdown's text, `{{seconds}}` standing for the seconds left ("{{seconds}} 秒后自动返回首页"). */
  text: string;
  /** The home link's label. */
  home: string;
  /** The back button's label. */
  back: string;
  /** The home page in the page's language (`/` or `/en/`). */
  homeHref: string;
  seconds?: number;
};

/** Back to the previous page, or home when the page was opened on its own (nothing to go back to). */
function goBack(homeHref: string) {
  if (window.history.length > 1) window.history.back();
  else window.location.assign(homeHref);
}

/**
 * The problem page's countdown and its ways out (island "countdown"): a link home, which works without
 * JavaScript, and a "back" button. When the count reaches zero the page goes home, replacing itself
 * in the history as the old single-page app did.
 */
export function Countdown({
  text,
  home,
  back,
  homeHref,
  seconds = PROBLEM_PAGE_RETURN_SECONDS,
}: CountdownProps) {
  const left = useCountdown(seconds, () => window.location.replace(homeHref));
  return (
    <>
      <p className="problem__countdown" aria-live="polite">
        {text.replace("{{seconds}}", String(left))}
      </p>
      <div className="problem__actions">
        <a className="button" href={homeHref}>
          <Icon name="house" />
          {home}
        </a>
        <button type="button" className="button problem__back" onClick={() => goBack(homeHref)}>
          <Icon name="arrow-left" />
          {back}
        </button>
      </div>
    </>
  );
}
