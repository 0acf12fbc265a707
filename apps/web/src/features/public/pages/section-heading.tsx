import { ArrowRightIcon } from "../content/content-icons.tsx";
import { usePublicPage } from "../page/page-context.tsx";

/** A home page section's heading with its "more" link (`href` a site path, shown in the page's language). */
export function SectionHeading({ id, title, href }: { id: string; title: string; href: string }) {
  const { t, href: localized } = usePublicPage();
  return (
    <div className="section-heading">
      <h2 id={id} className="section-heading__title">
        {title}
      </h2>
      <a href={localized(href)} className="section-heading__more">
        {t("portal.home.more")}
        <ArrowRightIcon />
      </a>
    </div>
  );
}
