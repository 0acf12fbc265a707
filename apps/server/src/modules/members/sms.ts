import { createHmac, randomUUID } from "node:crypto";
import { type ConfigValues, secretSetting } from "../../services/site-config.ts";

/** One text message: to whom, the code it carries, and the whole text for drivers that send free text. */
export type SmsMessage = { mobile: string; code: string; text: string };

/** Sends text messages; rejects with the provider's reason when it refuses. */
export interface SmsDriver {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** Where the log driver writes: the server's logger. */
export type SmsLog = (fields: Record<string, string>, text: string) => void;

/** Writes each message to the server log instead of sending it: for development sites only. */
export class LogSms implements SmsDriver {
  readonly name = "log";
  constructor(private readonly log: SmsLog) {}
  async send(message: SmsMessage): Promise<void> {
    this.log({ mobile: message.mobile, code: message.code }, "sms (log driver, not sent)");
  }
}

export type AliyunSmsSettings = {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** A template whose variable `${code}` takes the code. */
  templateCode: string;
  endpoint: string;
};

/** RFC 3986 encoding as Alibaba Cloud's signature asks for it. */
const percentEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The signed query of one Alibaba Cloud RPC call (signature method HMAC-SHA1, version 1.0). */
export function signAliyunQuery(params: Record<string, string>, secret: string, method = "GET"): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key] ?? "")}`)
    .join("&");
  const stringToSign = `${method}&${percentEncode("/")}&${percentEncode(canonical)}`;
  const signature = createHmac("sha1", `${secret}&`).update(stringToSign).digest("base64");
  return `Signature=${percentEncode(signature)}&${canonical}`;
}

/** Alibaba Cloud SMS (dysmsapi SendSms), called over HTTPS with a signed query; no SDK needed. */
export class AliyunSms implements SmsDriver {
  readonly name = "aliyun";
  constructor(
    private readonly settings: AliyunSmsSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const params: Record<string, string> = {
      AccessKeyId: this.settings.accessKeyId,
      Action: "SendSms",
      Format: "JSON",
      PhoneNumbers: message.mobile,
      RegionId: "cn-hangzhou",
      SignName: this.settings.signName,
      SignatureMethod: "HMAC-SHA1",
      SignatureNonce: randomUUID(),
      SignatureVersion: "1.0",
      TemplateCode: this.settings.templateCode,
      TemplateParam: JSON.stringify({ code: message.code }),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, "Z"),
      Version: "2017-05-25",
    };
    const url = `${this.settings.endpoint.replace(/\/+$/, "")}/?${signAliyunQuery(params, this.settings.accessKeySecret)}`;
    const response = await this.fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
    const body = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (!response.ok || body.Code !== "OK") {
      throw new Error(`Aliyun SMS refused: ${body.Code ?? response.status} ${body.Message ?? ""}`.trim());
    }
  }
}

const text = (values: ConfigValues, name: string) => {
  const v = values.get(name);
  return v === null || v === undefined ? "" : String(v).trim();
};

/** The SMS driver the settings choose (`sms_driver`); none while it is off or its settings are incomplete. */
export function smsDriverFrom(values: ConfigValues, log: SmsLog): SmsDriver | undefined {
  const driver = text(values, "sms_driver");
  if (driver === "log") return new LogSms(log);
  if (driver !== "aliyun") return undefined;
  const settings: AliyunSmsSettings = {
    accessKeyId: text(values, "sms_aliyun_access_key_id"),
    accessKeySecret: secretSetting(values, "sms_aliyun_access_key_secret"),
    signName: text(values, "sms_aliyun_sign_name"),
    templateCode: text(values, "sms_aliyun_template_code"),
    endpoint: text(values, "sms_aliyun_endpoint") || "https://dysmsapi.aliyuncs.com",
  };
  const complete =
    settings.accessKeyId && settings.accessKeySecret && settings.signName && settings.templateCode;
  return complete ? new AliyunSms(settings) : undefined;
}
