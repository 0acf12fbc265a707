import type { AnchorHTMLAttributes } from "react";

/** A link to an address inside the site (path with query): every navigation is a page load. */
export function HrefLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return <a href={href} {...rest} />;
}
