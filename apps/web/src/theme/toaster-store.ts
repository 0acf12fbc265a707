import { createToaster } from "@chakra-ui/react";

/** The one toaster of the app; the request layer posts to it without knowing about React. */
export const toaster = createToaster({ placement: "top", pauseOnPageIdle: true, max: 4 });

export function showToast(notice: { type: "success" | "error" | "warning"; message: string }): void {
  // A warning asks the reader to do something: it stays longer.
  const duration = notice.type === "warning" ? 8000 : 3000;
  toaster.create({ type: notice.type, description: notice.message, duration, closable: true });
}
