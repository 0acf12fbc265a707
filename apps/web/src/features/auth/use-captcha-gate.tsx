import { type ReactNode, useRef, useState } from "react";
import { type CaptchaAnswer, ClickCaptchaDialog } from "./click-captcha-dialog.tsx";

/**
 * Asks for the click captcha before a form is sent: `solve()` opens the dialog and settles with the
 * answer, or with null when the user closes it.
 */
export function useCaptchaGate(): { dialog: ReactNode; solve: () => Promise<CaptchaAnswer | null> } {
  const [open, setOpen] = useState(false);
  const settle = useRef<(answer: CaptchaAnswer | null) => void>(undefined);
  const finish = (answer: CaptchaAnswer | null) => {
    setOpen(false);
    settle.current?.(answer);
    settle.current = undefined;
  };
  const solve = () =>
    new Promise<CaptchaAnswer | null>((resolve) => {
      settle.current = resolve;
      setOpen(true);
    });
  const dialog = <ClickCaptchaDialog open={open} onPass={finish} onCancel={() => finish(null)} />;
  return { dialog, solve };
}
