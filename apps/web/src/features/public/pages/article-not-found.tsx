import { useTranslation } from "react-i18next";
import { ProblemPage } from "../../problem-pages/problem-page.tsx";

/** What /article/{id} shows for an id that is missing or not published. */
export function ArticleNotFound() {
  const { t } = useTranslation();
  return <ProblemPage code={t("problem.notFoundCode")} message={t("portal.article.notFound")} />;
}
