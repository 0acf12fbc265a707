import { useEffect, useState } from "react";
import { Icon } from "../site/icon.tsx";
import { responsiveSrcSet } from "../site/responsive-image.tsx";

/** How long a slide stays before the next one. */
export const BANNER_INTERVAL_MS = 5000;

export type Banner = {
  id: number;
  title: string;
  summary: string;
  image: string;
  link: string;
  /** The `lang` of a caption shown in another language than the page's. */
  lang?: string;
};

export type BannerCarouselProps = {
  banners: Banner[];
  texts: {
    label: string;
    previous: string;
    next: string;
    /** "第 {{index}} 张": the name of slide `index`. */
    slide: string;
  };
};

const slideName = (template: string, index: number) => template.replace("{{index}}", String(index));

function Caption({ banner }: { banner: Banner }) {
  const heading = <h2 className="banner__title">{banner.title}</h2>;
  const external = banner.link && !banner.link.startsWith("/");
  return (
    <div className="container banner__caption" lang={banner.lang}>
      {banner.link ? (
        <a href={banner.link} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
          {heading}
        </a>
      ) : (
        heading
      )}
      {banner.summary ? <p className="banner__summary">{banner.summary}</p> : null}
    </div>
  );
}

/**
 * The home page's banner carousel (island "banner-carousel"): changes by itself every 5 s, pauses under
 * the pointer or keyboard focus, arrows, dots and swipe. Slides not shown are inert. Without JavaScript
 * the first slide shows.
 */
export function BannerCarousel({ banners, texts }: BannerCarouselProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [touchX, setTouchX] = useState<number>();
  const count = banners.length;
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, count]);
  if (count === 0) return null;
  const go = (to: number) => setIndex((to + count) % count);
  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={texts.label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onTouchStart={(event) => setTouchX(event.touches[0]?.clientX)}
      onTouchEnd={(event) => {
        const endX = event.changedTouches[0]?.clientX;
        if (touchX !== undefined && endX !== undefined && Math.abs(endX - touchX) > 40) {
          go(endX < touchX ? index + 1 : index - 1);
        }
        setTouchX(undefined);
      }}
      data-testid="banner-carousel"
    >
      {banners.map((banner, i) => {
        const srcSet = responsiveSrcSet(banner.image, 1920);
        return (
          // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern names each slide a group with the roledescription "slide"; a fieldset holds form controls
          <div
            key={banner.id}
            className="banner__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={slideName(texts.slide, i + 1)}
            inert={i !== index}
            data-active={i === index ? "" : undefined}
          >
            <img
              className="banner__image"
              src={banner.image}
              srcSet={srcSet || undefined}
              sizes={srcSet ? "100vw" : undefined}
              alt=""
              width={1920}
              height={640}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : "auto"}
              decoding={i === 0 ? "sync" : "async"}
            />
            <Caption banner={banner} />
          </div>
        );
      })}
      {count > 1 ? (
        <>
          <button
            type="button"
            className="banner__arrow banner__arrow--previous"
            aria-label={texts.previous}
            onClick={() => go(index - 1)}
          >
            <Icon name="chevron-left" size={24} />
          </button>
          <button
            type="button"
            className="banner__arrow banner__arrow--next"
            aria-label={texts.next}
            onClick={() => go(index + 1)}
          >
            <Icon name="chevron-right" size={24} />
          </button>
          <div className="banner__dots">
            {banners.map((banner, i) => (
              <button
                type="button"
                key={banner.id}
                className="banner__dot"
                aria-label={slideName(texts.slide, i + 1)}
                aria-current={i === index ? "true" : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
