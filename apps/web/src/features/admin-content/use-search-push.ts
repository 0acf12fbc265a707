import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { showToast } from "../../theme/toaster-store.ts";
import { errorText } from "../admin-crud/error-text.ts";
import { useTRPC } from "../admin-shell/trpc.ts";

/**
 * Pushes articles (their addresses) or push records again to the search engines switched on; says how
 * many were queued, or why nothing could be (no SITE_URL, no engine on, nothing public).
 */
export function useSearchPush(of: "article" | "searchPush") {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const options = of === "article" ? trpc.content.article.push : trpc.content.searchPush.push;
  return useMutation({
    ...options.mutationOptions(),
    onSuccess: ({ queued }) =>
      showToast({ type: "success", message: t("contentAdmin.searchPush.queued", { count: queued }) }),
    onError: (error) => showToast({ type: "error", message: errorText(error) }),
  });
}
