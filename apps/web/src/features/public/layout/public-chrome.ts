/** SPEC §2: any route whose path contains /admin/ shows neither the site header nor the footer. */
export function showsPublicChrome(pathname: string): boolean {
  return !pathname.includes("/admin/");
}
