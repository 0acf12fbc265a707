const absolutePattern = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** SPEC §3: logo and QR paths from the site config are prefixed with the current origin unless absolute. */
export function assetUrl(path: string, origin: string): string {
  const trimmed = path.trim();
  if (trimmed === "") return "";
  if (absolutePattern.test(trimmed)) return trimmed;
  return `${origin.replace(/\/+$/, "")}/${trimmed.replace(/^\/+/, "")}`;
}
