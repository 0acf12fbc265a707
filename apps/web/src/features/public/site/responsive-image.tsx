import type { ImgHTMLAttributes } from "react";

/** The widths the server resizes to (its `IMAGE_WIDTHS`): any other `w` is refused. */
export const RESPONSIVE_WIDTHS = [160, 320, 480, 640, 768, 960, 1280, 1600, 1920] as const;

/** Only images the server itself serves can be resized: static files and uploads, without a query. */
const RESIZABLE = /^\/(static|storage)\/[^?#]+\.(jpe?g|png|webp)$/i;

/**
 * A `srcset` listing `src` at every allowed width up to the image's own, plus the original at its own
 * width; empty when the server cannot resize `src`.
 */
export function responsiveSrcSet(src: string, intrinsicWidth: number): string {
  if (!RESIZABLE.test(src)) return "";
  const widths = RESPONSIVE_WIDTHS.filter((w) => w < intrinsicWidth);
  return [...widths.map((w) => `${src}?w=${w} ${w}w`), `${src} ${intrinsicWidth}w`].join(", ");
}

export type ResponsiveImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "width" | "height"> & {
  src: string;
  alt: string;
  /** The image's own size in pixels: it reserves the space, so the page does not jump when it loads. */
  width: number;
  height: number;
  /** How wide the image is shown, e.g. "(max-width: 768px) 100vw, 640px"; the full viewport by default. */
  sizes?: string;
};

/**
 * An `<img>` with width, height and a `srcset` of server-resized copies, so the browser downloads the
 * smallest copy that fills its box. Lazy-loaded unless `loading` says otherwise.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = "100vw",
  loading = "lazy",
  decoding = "async",
  style,
  ...rest
}: ResponsiveImageProps) {
  const srcSet = responsiveSrcSet(src, width);
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      loading={loading}
      decoding={decoding}
      style={{ maxWidth: "100%", height: "auto", ...style }}
      {...rest}
    />
  );
}
