import { Image, type ImageProps } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";

/**
 * An image from the site settings. Those paths point at uploads that an operator may not have put in
 * place yet, so a missing file shows `fallback` (usually the site name) instead of a broken image.
 */
export function SiteImage({ src, fallback, ...rest }: ImageProps & { src: string; fallback: ReactNode }) {
  const [failedSrc, setFailedSrc] = useState<string>();
  if (!src || failedSrc === src) return <>{fallback}</>;
  return <Image src={src} onError={() => setFailedSrc(src)} {...rest} />;
}
