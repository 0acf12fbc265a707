export type ShownClick = { x: number; y: number };

/**
 * The click captcha answer as the server reads it: `x1,y1-x2,y2;shownWidth;shownHeight`, with clicks
 * in pixels of the picture as it was shown (the server scales them to the picture's own size).
 */
export function clickInfo(clicks: ShownClick[], shownWidth: number, shownHeight: number): string {
  const points = clicks.map((c) => `${Math.round(c.x)},${Math.round(c.y)}`).join("-");
  return `${points};${Math.round(shownWidth)};${Math.round(shownHeight)}`;
}

/** A fresh captcha id: the client names the captcha it asks for. */
export function newCaptchaId(): string {
  return `login-${crypto.randomUUID()}`;
}
