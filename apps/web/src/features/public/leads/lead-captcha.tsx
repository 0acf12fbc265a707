import type { Lang } from "@corp/domain/lang";
import { type MouseEvent, useCallback, useEffect, useRef, useState } from "react";
import { clickInfo, type ShownClick } from "../../auth/click-info.ts";
import { type CaptchaPicture, fetchCaptcha, newSubmitKey } from "./lead-api.ts";

export type CaptchaAnswer = { captchaId: string; captchaInfo: string };

export type LeadCaptchaTexts = {
  title: string;
  instruction: string;
  imageAlt: string;
  refresh: string;
  loading: string;
};

type Props = {
  lang: Lang;
  texts: LeadCaptchaTexts;
  onAnswer: (answer: CaptchaAnswer) => void;
};

/**
 * The click captcha inside the lead form (SPEC §5): the characters named above the picture are clicked in
 * order, and the clicks go with the send, which uses the captcha up (the form mounts it afresh, with a new
 * picture, each time the server asks again). The picture scales to the form's width; the clicks are
 * measured on the picture as shown.
 */
export function LeadCaptcha({ lang, texts, onAnswer }: Props) {
  const [picture, setPicture] = useState<CaptchaPicture>();
  const [clicks, setClicks] = useState<ShownClick[]>([]);
  const [failed, setFailed] = useState("");
  const latest = useRef(0);

  /** Draws a new picture; an answer to an earlier draw arriving late is dropped. */
  const draw = useCallback(() => {
    const mine = ++latest.current;
    setPicture(undefined);
    setClicks([]);
    setFailed("");
    fetchCaptcha(`lead-${newSubmitKey()}`, lang).then(
      (drawn) => mine === latest.current && setPicture(drawn),
      (error: unknown) =>
        mine === latest.current && setFailed(error instanceof Error ? error.message : String(error)),
    );
  }, [lang]);

  useEffect(draw, [draw]);

  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (!picture || clicks.length >= picture.text.length) return;
    const box = event.currentTarget.getBoundingClientRect();
    const next = [...clicks, { x: event.clientX - box.left, y: event.clientY - box.top }];
    setClicks(next);
    if (next.length === picture.text.length)
      onAnswer({ captchaId: picture.id, captchaInfo: clickInfo(next, box.width, box.height) });
  };

  return (
    <fieldset className="lead-captcha" data-testid="lead-captcha">
      <legend className="lead-captcha__title">{texts.title}</legend>
      <p className="lead-captcha__instruction">
        {texts.instruction} <strong>{picture?.text.map((c) => `“${c}”`).join(" ")}</strong>
      </p>
      <div className="lead-captcha__frame">
        {picture ? (
          <button type="button" className="lead-captcha__picture" onClick={click} aria-label={texts.imageAlt}>
            <img
              src={picture.base64}
              alt=""
              width={picture.width}
              height={picture.height}
              draggable={false}
            />
            {clicks.map((c, index) => (
              <span key={`${c.x}-${c.y}`} className="lead-captcha__mark" style={{ left: c.x, top: c.y }}>
                {index + 1}
              </span>
            ))}
          </button>
        ) : (
          <span className="lead-captcha__loading">{failed || texts.loading}</span>
        )}
      </div>
      <button type="button" className="lead-captcha__refresh" onClick={draw}>
        {texts.refresh}
      </button>
    </fieldset>
  );
}
