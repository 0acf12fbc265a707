import { createHmac, randomUUID } from "node:crypto";
import type { SecretOpener } from "../../services/setting-secrets.ts";
import { type ConfigValues, secretSetting } from "../../services/site-config.ts";
import { TencentSms, type TencentSmsSettings } from "./tencent-sms.ts";

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

/** Where a vendor's setting comes from: its config row, read as a bound secret or trimmed text, or a default. */
type SettingSource = { setting: string; secret?: true; fallback?: string };

/** A vendor's settings read from the site's; none while one without a default is empty. */
function vendorSettings<K extends string>(
  values: ConfigValues,
  sources: Record<K, SettingSource>,
  secrets: SecretOpener,
): Record<K, string> | undefined {
  const settings = {} as Record<K, string>;
  for (const key of Object.keys(sources) as K[]) {
    const { setting, secret, fallback } = sources[key];
    const value = (secret ? secretSetting(values, setting, secrets) : text(values, setting)) || fallback;
    if (!value) return undefined;
    settings[key] = value;
  }
  return settings;
}

const ALIYUN_SETTINGS: Record<keyof AliyunSmsSettings, SettingSource> = {
  accessKeyId: { setting: "sms_aliyun_access_key_id" },
  accessKeySecret: { setting: "sms_aliyun_access_key_secret", secret: true },
  signName: { setting: "sms_aliyun_sign_name" },
  templateCode: { setting: "sms_aliyun_template_code" },
  endpoint: { setting: "sms_aliyun_endpoint", fallback: "https://dysmsapi.aliyuncs.com" },
};

const TENCENT_SETTINGS: Record<keyof TencentSmsSettings, SettingSource> = {
  secretId: { setting: "sms_tencent_secret_id" },
  secretKey: { setting: "sms_tencent_secret_key", secret: true },
  sdkAppId: { setting: "sms_tencent_sdk_app_id" },
  signName: { setting: "sms_tencent_sign_name" },
  templateId: { setting: "sms_tencent_template_id" },
  region: { setting: "sms_tencent_region", fallback: "ap-guangzhou" },
  endpoint: { setting: "sms_tencent_endpoint", fallback: "https://sms.tencentcloudapi.com" },
};

/**
 * The SMS driver the settings choose (`sms_driver`), its key opened by `secrets`; none while it is off
 * or its settings are incomplete.
 */
export function smsDriverFrom(
  values: ConfigValues,
  log: SmsLog,
  secrets: SecretOpener,
): SmsDriver | undefined {
  const driver = text(values, "sms_driver");
  if (driver === "log") return new LogSms(log);
  if (driver === "aliyun") {
    const settings = vendorSettings(values, ALIYUN_SETTINGS, secrets);
    return settings && new AliyunSms(settings);
  }
  if (driver === "tencent") {
    const settings = vendorSettings(values, TENCENT_SETTINGS, secrets);
    return settings && new TencentSms(settings);
  }
  return undefined;
}
