import type { Side } from "./sides.ts";

export type RefreshResult = { ok: true } | { ok: false };

/**
 * At most one token refresh at a time: whoever meets a 409 joins the running refresh, and new
 * requests wait for it before they are sent, so every request leaves with the newest token.
 */
export function createRefreshGate(refresh: (side: Side) => Promise<RefreshResult>) {
  let running: Promise<RefreshResult> | undefined;
  return {
    refresh(side: Side): Promise<RefreshResult> {
      running ??= refresh(side).finally(() => {
        running = undefined;
      });
      return running;
    },
    /** Resolves at once when no refresh runs, else when it has finished (either way). */
    async settled(): Promise<void> {
      if (running) await running.catch(() => undefined);
    },
  };
}
