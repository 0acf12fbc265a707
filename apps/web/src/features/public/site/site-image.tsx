import type { ImgHTMLAttributes, ReactNode } from "react";

/** An image from the site settings (logo, QR code); without a path, `fallback` (usually the site name). */
export function SiteImage({
  src,
  fallback,
  alt,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; fallback: ReactNode }) {
  if (!src) return <>{fallback}</>;
  return <img src={src} alt={alt} {...rest} />;
}
