import type { Side } from "@corp/client";
import { isApiError } from "@corp/client";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { isShellPage, parseReturnTarget, type ReturnTarget, targetHref } from "./return-target.ts";

export type ShellLoad = { kind: "open"; defaultPage: string } | { kind: "closed" };

export type ShellLoaderState =
  | { status: "loading" }
  | { status: "closed" }
  | { status: "error"; message: string; retry: () => void };

export interface ShellLoaderOptions {
  side: Side;
  /** The loading route's `{to}`: JSON of the page first asked for. */
  to: string | undefined;
  hasSession: () => boolean;
  /** Checked before sending a visitor without a session to the login (the member centre may be closed). */
  withoutSession?: () => Promise<ShellLoad>;
  /** Fetches and stores what the shell needs; the request layer deals with 409 and 303 on the way. */
  load: () => Promise<ShellLoad>;
  goToLogin: (redirect: ReturnTarget | undefined) => void;
}

/**
 * The loading route of BuildAdmin: without a session, on to the login carrying the requested page;
 * with one, load the shell data and continue to the requested page, else to the shell's first page.
 */
export function useShellLoader(options: ShellLoaderOptions): ShellLoaderState {
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ShellLoaderState>({ status: "loading" });
  const { side, to } = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the callbacks are re-created on every render; the load runs per target and attempt.
  useEffect(() => {
    let active = true;
    const requested = parseReturnTarget(to);
    const target = requested && isShellPage(side, requested) ? requested : undefined;
    const proceed = (load: ShellLoad) => {
      if (!active) return;
      if (load.kind === "closed") setState({ status: "closed" });
      else void navigate({ href: target ? targetHref(target) : load.defaultPage, replace: true });
    };
    const fail = (error: unknown) => {
      if (!active) return;
      // A 303 or a failed refresh has cleared the session: log in again, then come back here.
      if (!options.hasSession()) return options.goToLogin(target);
      const message = isApiError(error) ? error.msg : String(error);
      setState({ status: "error", message, retry: () => setAttempt((n) => n + 1) });
    };
    setState({ status: "loading" });
    if (!options.hasSession()) {
      const check =
        options.withoutSession?.() ?? Promise.resolve<ShellLoad>({ kind: "open", defaultPage: "" });
      check.then((load) => {
        if (!active) return;
        if (load.kind === "closed") setState({ status: "closed" });
        else options.goToLogin(target);
      }, fail);
    } else {
      options.load().then(proceed, fail);
    }
    return () => {
      active = false;
    };
  }, [side, to, attempt]);

  return state;
}
