import type { SmsDriver, SmsMessage } from "./sms.ts";
import { type SignedHeader, tc3Authorization } from "./tc3-signature.ts";

export type TencentSmsSettings = {
  secretId: string;
  secretKey: string;
  /** The SMS application's SdkAppId (1400006666). */
  sdkAppId: string;
  signName: string;
  /** A template whose variable `{1}` takes the code. */
  templateId: string;
  /** ap-guangzhou, ap-beijing, ap-nanjing. */
  region: string;
  endpoint: string;
};

/** What SendSms answers: an `Error`, or one status per number sent to. */
type SendSmsAnswer = {
  Response?: {
    Error?: { Code?: string; Message?: string };
    SendStatusSet?: { Code?: string; Message?: string }[];
  };
};

/** A mainland number as E.164 (+8613800138000); one given with its country code stays as it is. */
const e164 = (mobile: string) => (mobile.startsWith("+") ? mobile : `+86${mobile}`);

/** Tencent Cloud SMS (SendSms, API 2021-01-11), a JSON POST signed with TC3-HMAC-SHA256; no SDK needed. */
export class TencentSms implements SmsDriver {
  readonly name = "tencent";
  constructor(
    private readonly settings: TencentSmsSettings,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const url = new URL(this.settings.endpoint);
    const payload = JSON.stringify({
      PhoneNumberSet: [e164(message.mobile)],
      SmsSdkAppId: this.settings.sdkAppId,
      SignName: this.settings.signName,
      TemplateId: this.settings.templateId,
      TemplateParamSet: [message.code],
    });
    const timestamp = Math.floor(this.now() / 1000);
    const contentType = "application/json; charset=utf-8";
    // fetch sends the Host of the URL (with its port): the one signed.
    const signed: SignedHeader[] = [
      ["Content-Type", contentType],
      ["Host", url.host],
      ["X-TC-Action", "SendSms"],
    ];
    const authorization = tc3Authorization(this.settings.secretId, this.settings.secretKey, {
      service: "sms",
      headers: signed,
      payload,
      timestamp,
    });
    const response = await this.fetchImpl(url, {
      method: "POST",
      headers: {
        Authorization: authorization,
        "Content-Type": contentType,
        "X-TC-Action": "SendSms",
        "X-TC-Version": "2021-01-11",
        "X-TC-Timestamp": String(timestamp),
        "X-TC-Region": this.settings.region,
      },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = ((await response.json().catch(() => ({}))) as SendSmsAnswer).Response;
    const refusal = answer?.Error ?? answer?.SendStatusSet?.find((status) => status.Code !== "Ok");
    if (!response.ok || !answer || refusal) {
      const reason = refusal ? `${refusal.Code ?? ""} ${refusal.Message ?? ""}` : String(response.status);
      throw new Error(`Tencent Cloud SMS refused: ${reason}`.trim());
    }
  }
}
