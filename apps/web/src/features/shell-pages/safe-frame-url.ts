/** Only http(s) addresses may be framed: a `javascript:` URL from a rule must not run in the app. */
export function safeFrameUrl(url: string, origin: string): string | undefined {
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
