const COLOUR =
  /^(#[0-9a-f]{3,8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)|[a-z]{3,20})$/i;

/**
 * A file icon with the suffix on a coloured label, for attachments that are not images. The suffix
 * is reduced to letters and digits and the colour to a CSS colour literal, so the SVG carries no markup
 * from the request.
 */
export function suffixSvg(suffix: string, background: string): string {
  const text = (suffix.replace(/[^a-z0-9]/gi, "").slice(0, 6) || "file").toUpperCase();
  const fill = COLOUR.test(background.trim()) ? background.trim() : "rgb(255,155,0)";
  const size = text.length > 4 ? 180 : 240;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1024 1024" width="100" height="100">
<path d="M192 64h448l256 256v576a64 64 0 0 1-64 64H192a64 64 0 0 1-64-64V128a64 64 0 0 1 64-64z" fill="#e8eaed"/>
<path d="M640 64l256 256H704a64 64 0 0 1-64-64z" fill="#c7cbd1"/>
<rect x="96" y="560" width="720" height="300" rx="40" fill="${fill}"/>
<text x="456" y="${710 + size / 3}" font-family="Arial, sans-serif" font-size="${size}" font-weight="bold" fill="#ffffff" text-anchor="middle">${text}</text>
</svg>`;
}
