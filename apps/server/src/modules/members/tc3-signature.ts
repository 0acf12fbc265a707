import { createHash, createHmac } from "node:crypto";

/**
 * Tencent Cloud's API 3.0 signature, TC3-HMAC-SHA256, for a JSON POST to "/": a canonical request of the
 * signed headers and the payload's hash, a string to sign naming the day and service, and a key derived
 * from the SecretKey by day, service and "tc3_request".
 */

const sha256Hex = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const hmac = (key: string | Buffer, text: string) => createHmac("sha256", key).update(text, "utf8").digest();

/** A signed header: its name and value, as sent. */
export type SignedHeader = readonly [name: string, value: string];

export type Tc3Request = {
  /** The product the endpoint serves: `sms`, `cvm`. */
  service: string;
  /** The headers signed, Host among them, as sent. */
  headers: readonly SignedHeader[];
  payload: string;
  /** When it is sent, in seconds; the signature is valid for five minutes around it. */
  timestamp: number;
};

/** The UTC day of a timestamp, as the credential scope names it (2019-02-25). */
const dayOf = (timestamp: number) => new Date(timestamp * 1000).toISOString().slice(0, 10);

/** Step 1 and 2: the canonical request and the string to sign, with the signed headers' names. */
export function tc3StringToSign(request: Tc3Request) {
  const headers = request.headers
    .map(([name, value]) => [name.trim().toLowerCase(), value.trim().toLowerCase()] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(";");
  const canonicalRequest = [
    "POST",
    "/",
    "",
    headers.map(([name, value]) => `${name}:${value}\n`).join(""),
    signedHeaders,
    sha256Hex(request.payload),
  ].join("\n");
  const scope = `${dayOf(request.timestamp)}/${request.service}/tc3_request`;
  const stringToSign = [
    "TC3-HMAC-SHA256",
    String(request.timestamp),
    scope,
    sha256Hex(canonicalRequest),
  ].join("\n");
  return { canonicalRequest, stringToSign, signedHeaders, scope };
}

/** Step 3: the signing key, the SecretKey narrowed to the day, the service and "tc3_request". */
export function tc3SigningKey(secretKey: string, timestamp: number, service: string): Buffer {
  return hmac(hmac(hmac(`TC3${secretKey}`, dayOf(timestamp)), service), "tc3_request");
}

/** Step 3: the signature of a string to sign, in hex. */
export const tc3Signature = (signingKey: Buffer, stringToSign: string): string =>
  createHmac("sha256", signingKey).update(stringToSign, "utf8").digest("hex");

/** Step 4: the Authorization header of a request. */
export function tc3Authorization(secretId: string, secretKey: string, request: Tc3Request): string {
  const { stringToSign, signedHeaders, scope } = tc3StringToSign(request);
  const signature = tc3Signature(tc3SigningKey(secretKey, request.timestamp, request.service), stringToSign);
  return `TC3-HMAC-SHA256 Credential=${secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
