import type { Lang } from "@corp/domain/lang";
import { type MessageKey, t } from "@corp/domain/messages";

export type ErrorData = {
  type?: string;
  routePath?: string;
  routeName?: string;
  fields?: Record<string, string>;
  /** The login form must show the click captcha and send again. */
  captcha?: boolean;
  /** A failure of the server's own (5xx) with no other data: the request's id, as in its log line. */
  requestId?: string;
};

/**
 * A failure a client can cause and should be told about. `code` is the envelope code
 * (0 failure, 303 need login, 409 token expired...); `status` the HTTP status.
 */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly key: MessageKey | undefined;
  readonly params: Record<string, string | number>;
  readonly data: ErrorData | null;
  readonly text: string | undefined;

  constructor(options: {
    key?: MessageKey;
    text?: string;
    code?: number;
    status?: number;
    params?: Record<string, string | number>;
    data?: ErrorData | null;
  }) {
    super(options.key ?? options.text ?? "error");
    this.key = options.key;
    this.text = options.text;
    this.code = options.code ?? 0;
    this.status = options.status ?? 200;
    this.params = options.params ?? {};
    this.data = options.data ?? null;
  }

  localize(lang: Lang): string {
    if (this.key) return t(this.key, lang, this.params);
    return this.text ?? "";
  }
}

export const needLogin = () => new AppError({ key: "needLogin", code: 303, data: { type: "need login" } });
export const tokenExpired = () => new AppError({ key: "tokenExpired", code: 409 });
