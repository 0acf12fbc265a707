import { ArrowRightIcon } from "../content/content-icons.tsx";
import { usePublicPage } from "../page/page-context.tsx";

/** A home page section's heading with its "more" link (`href` a site path, shown in the page's language). */
export function SectionHeading({
  id,
  title,
  href,
  more,
}: {
  id: string;
  title: string;
  href: string;
  /** The link's text, naming where it leads ("More news"). */
  more: string;
}) {
  const { href: localized } = usePublicPage();
  return (
    <div className="section-heading">
      <h2 id={id} className="section-heading__title">
        {title}
      </h2>
      <a href={localized(href)} className="section-heading__more">
        {more}
        <ArrowRightIcon />
      </a>
    </div>
  );
}
