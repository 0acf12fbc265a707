import { createToaster } from "@chakra-ui/react";

/** The one toaster of the app; the request layer posts to it without knowing about React. */
export const toaster = createToaster({ placement: "top", pauseOnPageIdle: true, max: 4 });

export function showToast(notice: { type: "success" | "error"; message: string }): void {
  toaster.create({ type: notice.type, description: notice.message, duration: 3000, closable: true });
}
