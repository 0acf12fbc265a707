import { Island } from "../page/island.tsx";
import { usePublicPage } from "../page/page-context.tsx";
import { PageShell } from "../pages/page-shell.tsx";
import { DEMO_VIDEOS } from "./demo-videos.ts";
import { VideoDemo } from "./video-demo.tsx";

/** The video demo: the sample MP4 and the sample HLS stream, each in the site's player. */
export function VideoDemoPage() {
  const { page, t } = usePublicPage();
  return (
    <PageShell titleKey="video">
      <div className="video-demo">
        <p className="video-demo__intro">{t("videoDemo.intro")}</p>
        <div className="video-demo__grid">
          {DEMO_VIDEOS.map((video) => {
            const title = t(`videoDemo.${video.id}.title`);
            return (
              <section
                key={video.id}
                className="video-demo__section"
                aria-labelledby={`video-${video.id}`}
                data-testid={`demo-${video.id}`}
              >
                <h2 className="video-demo__title" id={`video-${video.id}`}>
                  {title}
                </h2>
                <Island
                  name="video-demo"
                  component={VideoDemo}
                  props={{
                    src: video.src,
                    type: video.type,
                    title,
                    poster: video.poster,
                    lang: page.lang,
                    loading: t("videoDemo.loading"),
                  }}
                />
                <p className="video-demo__text">{t(`videoDemo.${video.id}.description`)}</p>
                <p className="video-demo__address">
                  {t("videoDemo.address")}: <code className="video-demo__code">{video.src}</code>
                </p>
              </section>
            );
          })}
        </div>
      </div>
    </PageShell>
  );
}
