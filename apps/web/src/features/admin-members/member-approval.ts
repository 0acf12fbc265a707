import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { showToast } from "../../theme/toaster-store.ts";
import { errorText } from "../admin-crud/error-text.ts";
import { useTRPC } from "../admin-shell/trpc.ts";

/**
 * Approves members waiting on a site that approves new members (`user.user.approve`, ADR 0028): a row's
 * button or the selected rows'. `done` (the table's) clears the selection and reloads; else the list reloads.
 */
export function useApproveMembers() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const approve = useMutation(trpc.user.user.approve.mutationOptions());
  const run = async (ids: number[], done?: () => Promise<void>) => {
    try {
      const { approved } = await approve.mutateAsync({ ids });
      showToast({ type: "success", message: t("memberAdmin.user.approved", { count: approved }) });
      await (done ? done() : queryClient.invalidateQueries(trpc.user.user.pathFilter()));
    } catch (error) {
      showToast({ type: "error", message: errorText(error) });
    }
  };
  return { busy: approve.isPending, run };
}
