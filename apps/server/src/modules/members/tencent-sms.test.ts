import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { bindSecret } from "@corp/domain/secret-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../errors.ts";
import { secretsLeftSealed } from "../../services/setting-secrets.ts";
import { deliverCode } from "./code-delivery.ts";
import { smsDriverFrom } from "./sms.ts";
import { tc3Authorization, tc3Signature, tc3StringToSign } from "./tc3-signature.ts";
import { TencentSms } from "./tencent-sms.ts";

/** The payload of Tencent Cloud's worked example, as it goes on the wire (its escapes literal). */
const EXAMPLE_PAYLOAD =
  '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}';
const EXAMPLE_HOST = "cvm.tencentcloudapi.com";
const JSON_TYPE = "application/json; charset=utf-8";

/** A stand-in for Tencent Cloud's SMS endpoint: records each request and answers with `reply`. */
async function fakeTencent() {
  const requests: { headers: IncomingHttpHeaders; body: string }[] = [];
  let reply: object = {
    Response: { SendStatusSet: [{ Code: "Ok", Message: "send success" }], RequestId: "r1" },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      requests.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (next: object) => {
      reply = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("Tencent Cloud's TC3-HMAC-SHA256 signature", () => {
  it("signs the CVM DescribeInstances example of the signature document with its keys", () => {
    // The document's example as first published: SecretId and SecretKey given, content-type and host signed.
    const authorization = tc3Authorization(
      "AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE",
      "Gu5t9xGARNpq86cd98joQYCN3EXAMPLE",
      {
        service: "cvm",
        headers: [
          ["Content-Type", JSON_TYPE],
          ["Host", EXAMPLE_HOST],
        ],
        payload: EXAMPLE_PAYLOAD,
        timestamp: 1551113065,
      },
    );
    expect(authorization).toBe(
      "TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, " +
        "SignedHeaders=content-type;host, " +
        "Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168",
    );
  });

  it("signs the example as the document gives it now: X-TC-Action signed, with its derived key", () => {
    // The current document hides the keys and gives the signing key derived from them, and the hashes.
    const signed = tc3StringToSign({
      service: "cvm",
      headers: [
        ["Content-Type", JSON_TYPE],
        ["Host", EXAMPLE_HOST],
        ["X-TC-Action", "DescribeInstances"],
      ],
      payload: EXAMPLE_PAYLOAD,
      timestamp: 1551113065,
    });
    expect(signed.canonicalRequest).toBe(
      [
        "POST",
        "/",
        "",
        "content-type:application/json; charset=utf-8",
        "host:cvm.tencentcloudapi.com",
        "x-tc-action:describeinstances",
        "",
        "content-type;host;x-tc-action",
        "35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064",
      ].join("\n"),
    );
    expect(signed.stringToSign).toBe(
      "TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n" +
        "7019a55be8395899b900fb5564e4200d984910f34794a27cb3fb7d10ff6a1e84",
    );
    const signingKey = Buffer.from("b596b923aad85185e2d1f6659d2a062e0a86731226e021e61bfe06f7ed05f5af", "hex");
    expect(tc3Signature(signingKey, signed.stringToSign)).toBe(
      "10b1a37a7301a02ca19a647ad722d5e43b4b3cff309d421d85b46093f6ab6c4f",
    );
  });
});

describe("Tencent Cloud SMS", () => {
  let tencent: Awaited<ReturnType<typeof fakeTencent>>;
  beforeAll(async () => {
    tencent = await fakeTencent();
  });
  afterAll(() => tencent.close());

  const settings = () => ({
    secretId: "AKIDtest",
    secretKey: "tencent-secret",
    sdkAppId: "1400006666",
    signName: "澄芯科技",
    templateId: "449739",
    region: "ap-guangzhou",
    endpoint: tencent.endpoint,
  });

  it("sends the code in the template's parameters, signed with the secret key", async () => {
    const at = 1_767_600_000_000;
    await new TencentSms(settings(), fetch, () => at).send({
      mobile: "13800138000",
      code: "042817",
      text: "",
    });
    const sent = tencent.requests.at(-1);
    expect(JSON.parse(sent?.body ?? "{}")).toEqual({
      PhoneNumberSet: ["+8613800138000"],
      SmsSdkAppId: "1400006666",
      SignName: "澄芯科技",
      TemplateId: "449739",
      TemplateParamSet: ["042817"],
    });
    expect(sent?.headers).toMatchObject({
      "x-tc-action": "SendSms",
      "x-tc-version": "2021-01-11",
      "x-tc-region": "ap-guangzhou",
      "x-tc-timestamp": String(at / 1000),
    });
    // The signature covers the headers as they arrived and the body, with the secret key.
    const expected = tc3Authorization("AKIDtest", "tencent-secret", {
      service: "sms",
      headers: [
        ["content-type", String(sent?.headers["content-type"])],
        ["host", String(sent?.headers.host)],
        ["x-tc-action", "SendSms"],
      ],
      payload: sent?.body ?? "",
      timestamp: at / 1000,
    });
    expect(sent?.headers.authorization).toBe(expected);
    expect(expected).toMatch(/^TC3-HMAC-SHA256 Credential=AKIDtest\/2026-01-05\/sms\/tc3_request, /);
  });

  it("rejects what the provider refuses, for the whole request or for the number", async () => {
    const sms = new TencentSms(settings());
    tencent.answer({ Response: { Error: { Code: "AuthFailure.SignatureFailure", Message: "签名错误" } } });
    await expect(sms.send({ mobile: "13800138000", code: "1", text: "" })).rejects.toThrow(
      /AuthFailure\.SignatureFailure/,
    );
    tencent.answer({
      Response: { SendStatusSet: [{ Code: "LimitExceeded.PhoneNumberDailyLimit", Message: "日上限" }] },
    });
    await expect(sms.send({ mobile: "13800138000", code: "1", text: "" })).rejects.toThrow(
      /PhoneNumberDailyLimit/,
    );
  });

  it("is chosen by the settings, and a refusal reaches the member as the catalogue's message", async () => {
    const values = new Map<string, unknown>(
      Object.entries({
        sms_driver: "tencent",
        sms_tencent_secret_id: "AKIDtest",
        sms_tencent_sdk_app_id: "1400006666",
        sms_tencent_sign_name: "澄芯科技",
        sms_tencent_template_id: "449739",
        sms_tencent_endpoint: tencent.endpoint,
      }),
    );
    const log = () => undefined;
    // Without the secret key the driver is incomplete: no SMS at all.
    expect(smsDriverFrom(values, log, secretsLeftSealed)).toBeUndefined();
    values.set(
      "sms_tencent_secret_key",
      bindSecret("sms_tencent_secret_key", "tencent-secret", (n) => values.get(n)),
    );
    expect(smsDriverFrom(values, log, secretsLeftSealed)).toBeInstanceOf(TencentSms);

    tencent.answer({
      Response: { Error: { Code: "FailedOperation.SignatureIncorrectOrUnapproved", Message: "x" } },
    });
    const logged: string[] = [];
    const refusal = await deliverCode(
      values,
      secretsLeftSealed,
      { sms: log, error: (error) => logged.push(String(error)) },
      { channel: "mobile", address: "13800138000", event: "user_register", code: "123456", lang: "zh-cn" },
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).localize("zh-cn")).toBe("短信发送失败，请稍后再试！");
    expect((refusal as AppError).localize("en")).toBe(
      "The text message could not be sent, please try again later!",
    );
    // The provider's reason goes to the server's log, not to the visitor.
    expect(logged.join()).toMatch(/SignatureIncorrectOrUnapproved/);
  });
});
