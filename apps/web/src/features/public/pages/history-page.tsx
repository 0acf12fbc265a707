import type { Schemas } from "@corp/contract/types";
import { contentLang } from "../content/content-lang.ts";
import { RichHtml } from "../content/rich-html.tsx";
import { usePublicPage } from "../page/page-context.tsx";
import { PageShell } from "./page-shell.tsx";

type TimelineEntry = Schemas["PortalPageData"]["timeline"][number];

/** One event of the timeline: its date, then a card with the picture, the title and the text. */
function TimelineItem({ entry }: { entry: TimelineEntry }) {
  const { page } = usePublicPage();
  return (
    <li className="timeline__item" {...contentLang(entry.lang, page.lang)}>
      <div className="timeline__entry">
        <time className="timeline__date">{entry.event_date}</time>
        <div className="timeline__card">
          {entry.image ? (
            <img
              className="timeline__image"
              src={entry.image}
              alt=""
              width={640}
              height={360}
              loading="lazy"
            />
          ) : null}
          <div className="timeline__text">
            <h2 className="timeline__title">{entry.title}</h2>
            <RichHtml html={entry.content} className="timeline__body" />
          </div>
        </div>
      </div>
    </li>
  );
}

/**
 * Development history: the page's introduction, then its entries on a timeline in the order the site
 * keeps them (latest first), alternating sides on wide screens.
 */
export function HistoryPage({ content }: { content: Schemas["PortalPageData"] }) {
  const { t } = usePublicPage();
  return (
    <PageShell titleKey="history">
      <div className="history">
        <RichHtml html={content.page.content} />
        {content.timeline.length > 0 ? (
          <ol className="timeline" aria-label={t("portal.history.timeline")} data-testid="timeline">
            {content.timeline.map((entry) => (
              <TimelineItem key={entry.id} entry={entry} />
            ))}
          </ol>
        ) : null}
      </div>
    </PageShell>
  );
}
