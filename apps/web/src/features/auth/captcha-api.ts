import type { components } from "@corp/contract/types";
import { corp } from "../../app/api.ts";

export type CaptchaClick = components["schemas"]["CaptchaClick"];

/** A new picture for the captcha `id`. */
export const fetchClickCaptcha = (id: string, signal?: AbortSignal): Promise<CaptchaClick> =>
  corp.get(
    "/api/common/clickCaptcha",
    { params: { query: { id } }, ...(signal ? { signal } : {}) },
    { showErrorMessage: false },
  );

/** Checks the clicks and keeps the captcha for the form that it guards (`unset: false`). */
export const checkClickCaptcha = async (id: string, info: string): Promise<void> => {
  await corp.post(
    "/api/common/checkClickCaptcha",
    { body: { id, info, unset: false } },
    { showErrorMessage: false },
  );
};
