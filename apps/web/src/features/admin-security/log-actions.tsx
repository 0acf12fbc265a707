import { Button } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "../../theme/toaster-store.ts";
import { errorText } from "../admin-crud/error-text.ts";

/**
 * Runs a restore or rollback of log rows: a toast says how it went; every query is fetched again, as the
 * rows put back belong to other pages' tables.
 */
export function useLogAction(run: (ids: number[]) => Promise<{ count: number }>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const act = async (ids: number[], after?: () => Promise<void>) => {
    if (ids.length === 0) return;
    setBusy(true);
    try {
      await run(ids);
      showToast({ type: "success", message: t("adminUi.common.done") });
    } catch (error) {
      showToast({ type: "error", message: errorText(error) });
    } finally {
      setBusy(false);
      await after?.();
      await queryClient.invalidateQueries();
    }
  };
  return { busy, act };
}

/** The button of a log row's action (restore, roll back), shown while the row still can take it. */
export function RowActionButton(props: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <Button size="xs" colorPalette="brand" variant="outline" loading={props.busy} onClick={props.onClick}>
      {props.label}
    </Button>
  );
}

/** The toolbar button acting on the selected rows. */
export function BatchActionButton(props: {
  label: string;
  count: number;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="sm"
      colorPalette="brand"
      variant="outline"
      disabled={props.count === 0}
      loading={props.busy}
      onClick={props.onClick}
    >
      {props.label}
    </Button>
  );
}
