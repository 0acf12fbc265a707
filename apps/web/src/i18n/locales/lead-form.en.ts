import type { leadFormZhCn } from "./lead-form.zh-cn.ts";
import type { TextsLike } from "./locale-shape.ts";

/** Texts of the lead form on the public pages (`leadForm.<key>`). */
export const leadFormEn: TextsLike<typeof leadFormZhCn> = {
  title: "Send us a message",
  intro: "Leave your details and tell us what you need; we will get back to you soon.",
  requiredNote: "Fields marked * are required",
  submit: "Send message",
  sending: "Sending…",
  sendAnother: "Write another message",
  loading: "Loading the form…",
  networkError:
    "Network problem: the message was not sent. Please press Send again later (it will not be sent twice)",
  checkFields: "Please correct the fields marked above and send again",
  consent: "I have read and accept the {{notice}}",
  notice: "privacy notice",
  honeypot: "Leave this field empty",
  captcha: {
    title: "Security check",
    instruction: "Click these characters in the picture, in order:",
    imageAlt: "Click captcha picture: click the characters in order",
    refresh: "New picture",
    loading: "Loading the captcha…",
  },
};
