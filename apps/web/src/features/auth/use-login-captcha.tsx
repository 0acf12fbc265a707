import { isApiError } from "@corp/client";
import { useRef } from "react";
import type { CaptchaAnswer } from "./click-captcha-dialog.tsx";
import { useCaptchaGate } from "./use-captcha-gate.tsx";

/** The server asks this login for the click captcha (after repeated failures, or the site asks every login). */
export function asksForCaptcha(error: unknown): boolean {
  return isApiError(error) && (error.data as { captcha?: unknown } | null)?.captcha === true;
}

/**
 * Sends a login, with the click captcha when the site always asks for it or the server has asked for it
 * (ADR 0017): a login refused with `data.captcha` opens the captcha and is sent once more with the answer.
 * `send` resolves to false when the user closed the captcha.
 */
export function useLoginCaptcha(always: boolean) {
  const gate = useCaptchaGate();
  const asked = useRef(false);
  const send = async (login: (answer: CaptchaAnswer | undefined) => Promise<void>): Promise<boolean> => {
    let answer = always || asked.current ? await gate.solve() : undefined;
    if (answer === null) return false;
    try {
      await login(answer);
      asked.current = false;
      return true;
    } catch (error) {
      if (!asksForCaptcha(error)) throw error;
      asked.current = true;
      // A refused answer is the user's to try again; a login sent without one is sent again with one.
      if (answer !== undefined) throw error;
      answer = await gate.solve();
      if (answer === null) return false;
      await login(answer);
      asked.current = false;
      return true;
    }
  };
  return { dialog: gate.dialog, send };
}
