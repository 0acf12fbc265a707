import type { components } from "@corp/contract/types";
import { api } from "../../app/api.ts";
import { envelopeData, envelopeDone } from "../../lib/request/client.ts";

export type CaptchaClick = components["schemas"]["CaptchaClick"];

/** A new picture for the captcha `id`. */
export const fetchClickCaptcha = (id: string, signal?: AbortSignal): Promise<CaptchaClick> =>
  envelopeData(
    api.client.GET("/api/common/clickCaptcha", {
      params: { query: { id } },
      ...api.through({ showErrorMessage: false, ...(signal ? { signal } : {}) }),
    }),
  );

/** Checks the clicks and keeps the captcha for the form that it guards (`unset: false`). */
export const checkClickCaptcha = (id: string, info: string): Promise<void> =>
  envelopeDone(
    api.client.POST("/api/common/checkClickCaptcha", {
      body: { id, info, unset: false },
      ...api.through({ showErrorMessage: false }),
    }),
  );
