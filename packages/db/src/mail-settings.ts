/**
 * The choices of `smtp_verification` since migration 0031 (issue 44): nothing chosen is a choice of its
 * own, named for what it does, so the settings page shows what is stored instead of its first option.
 * Never change a shipped entry; add new ones.
 */
export const MAIL_ENCRYPTION_CHOICES = {
  "": "自动（服务器支持时用 STARTTLS）",
  SSL: "SSL/TLS（通常端口 465）",
  TLS: "STARTTLS（必须，通常端口 587）",
} as const;

export const MAIL_ENCRYPTION_TIP =
  "自动：服务器提供 STARTTLS 时先加密再登录，证书须可信，不提供时以明文发送；SSL/TLS：连接即加密；STARTTLS：服务器不支持时不发送";

/** The choices and tip the seed wrote before migration 0031. */
export const MAIL_ENCRYPTION_BEFORE_0031 = { content: { SSL: "SSL", TLS: "TLS" }, tip: "" } as const;
