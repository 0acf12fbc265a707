import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { bindSecret } from "@corp/domain/secret-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { secretsLeftSealed } from "../../services/setting-secrets.ts";
import { AliyunSms, LogSms, signAliyunQuery, smsDriverFrom } from "./sms.ts";

/** A stand-in for Alibaba Cloud's SMS endpoint: records each query and answers with `reply`. */
async function fakeAliyun() {
  const queries: URLSearchParams[] = [];
  let reply: object = { Code: "OK", Message: "OK" };
  const server = createServer((req, res) => {
    queries.push(new URL(req.url ?? "/", "http://x").searchParams);
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(reply));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    queries,
    answer: (next: object) => {
      reply = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("SMS drivers", () => {
  let aliyun: Awaited<ReturnType<typeof fakeAliyun>>;
  beforeAll(async () => {
    aliyun = await fakeAliyun();
  });
  afterAll(() => aliyun.close());

  it("signs a query as Alibaba Cloud's documented example does", () => {
    const query = signAliyunQuery(
      {
        AccessKeyId: "testid",
        Action: "DescribeRegions",
        Format: "XML",
        SignatureMethod: "HMAC-SHA1",
        SignatureNonce: "3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf",
        SignatureVersion: "1.0",
        Timestamp: "2016-02-23T12:46:24Z",
        Version: "2014-05-26",
      },
      "testsecret",
    );
    expect(query.startsWith("Signature=OLeaidS1JvxuMvnyHOwuJ%2BuX5qY%3D&AccessKeyId=testid&")).toBe(true);
  });

  it("sends the code in the template's parameter, and rejects what the provider refuses", async () => {
    const sms = new AliyunSms({
      accessKeyId: "key",
      accessKeySecret: "secret",
      signName: "澄芯科技",
      templateCode: "SMS_1",
      endpoint: aliyun.endpoint,
    });
    await sms.send({ mobile: "13800138000", code: "042817", text: "" });
    const sent = aliyun.queries.at(-1);
    expect(sent?.get("Action")).toBe("SendSms");
    expect(sent?.get("PhoneNumbers")).toBe("13800138000");
    expect(sent?.get("SignName")).toBe("澄芯科技");
    expect(JSON.parse(sent?.get("TemplateParam") ?? "{}")).toEqual({ code: "042817" });
    // The signature covers every other parameter, with the secret.
    const params = Object.fromEntries([...(sent?.entries() ?? [])].filter(([k]) => k !== "Signature"));
    expect(signAliyunQuery(params, "secret").split("&")[0]).toBe(
      `Signature=${encodeURIComponent(sent?.get("Signature") ?? "")}`,
    );
    aliyun.answer({ Code: "isv.BUSINESS_LIMIT_CONTROL", Message: "触发分钟级流控" });
    await expect(sms.send({ mobile: "13800138000", code: "1", text: "" })).rejects.toThrow(
      /BUSINESS_LIMIT_CONTROL/,
    );
    aliyun.answer({ Code: "OK" });
  });

  it("is chosen by the settings, and none while they are incomplete", () => {
    const log = () => undefined;
    /** The settings as the settings page stores them: the key secret bound to the endpoint. */
    const settings = (values: Record<string, string>) => {
      const map = new Map<string, unknown>(Object.entries(values));
      const secret = values.sms_aliyun_access_key_secret;
      if (secret) {
        const bound = bindSecret("sms_aliyun_access_key_secret", secret, (n) => map.get(n));
        map.set("sms_aliyun_access_key_secret", bound);
      }
      return map;
    };
    expect(smsDriverFrom(settings({ sms_driver: "" }), log, secretsLeftSealed)).toBeUndefined();
    expect(smsDriverFrom(settings({ sms_driver: "log" }), log, secretsLeftSealed)).toBeInstanceOf(LogSms);
    expect(
      smsDriverFrom(
        settings({ sms_driver: "aliyun", sms_aliyun_access_key_id: "k" }),
        log,
        secretsLeftSealed,
      ),
    ).toBeUndefined();
    const complete = {
      sms_driver: "aliyun",
      sms_aliyun_access_key_id: "k",
      sms_aliyun_access_key_secret: "s",
      sms_aliyun_sign_name: "n",
      sms_aliyun_template_code: "t",
    };
    expect(smsDriverFrom(settings(complete), log, secretsLeftSealed)).toBeInstanceOf(AliyunSms);
  });
});
