import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { freePort } from "./server-process.ts";

/** The S3-compatible server the tests start: moto's server mode (`pip install "moto[server]"`). */
const MOTO = "moto_server";

/** Why the S3 tests cannot run here, or undefined when they can. In CI they must: `.ci/run` installs moto. */
export function s3UnavailableReason(): string | undefined {
  if (spawnSync(MOTO, ["--help"], { stdio: "ignore" }).status === 0) return undefined;
  if (process.env.CI)
    throw new Error(`${MOTO} is not installed: .ci/run installs it (pip install "moto[server]")`);
  return `${MOTO} is not installed (pip install "moto[server]")`;
}

/** The settings a server reads to use the bucket (the variables of `env.ts`). */
export type S3Settings = {
  FILE_STORE: "s3";
  S3_ENDPOINT: string;
  S3_REGION: string;
  S3_BUCKET: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
  S3_FORCE_PATH_STYLE: "true";
};

export type S3Server = {
  endpoint: string;
  port: number;
  /** The settings of a new, empty bucket on this server. */
  bucket(name: string): Promise<S3Settings>;
  /** Stops the server: a bucket that does not answer. */
  stop(): Promise<void>;
};

async function answers(endpoint: string): Promise<boolean> {
  return fetch(`${endpoint}/moto-api/`).then(
    (r) => r.ok,
    () => false,
  );
}

/** One IAM call made before keys are checked (moto answers the first few calls without them). */
async function iam(endpoint: string, action: string, params: Record<string, string>): Promise<string> {
  const answer = await fetch(endpoint, {
    method: "POST",
    headers: {
      authorization:
        "AWS4-HMAC-SHA256 Credential=setup/20260101/us-east-1/iam/aws4_request, SignedHeaders=host, Signature=0",
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ Action: action, Version: "2010-05-08", ...params }),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${MOTO} ${action}: ${answer.status} ${text}`);
  return text;
}

const ALLOW_ALL = JSON.stringify({
  Version: "2012-10-17",
  Statement: [{ Effect: "Allow", Action: "*", Resource: "*" }],
});

/** The one key pair the server accepts: made through IAM, as a bucket's owner would. */
async function makeKeys(endpoint: string): Promise<{ id: string; secret: string }> {
  await iam(endpoint, "CreateUser", { UserName: "site" });
  const made = await iam(endpoint, "CreateAccessKey", { UserName: "site" });
  await iam(endpoint, "PutUserPolicy", { UserName: "site", PolicyName: "all", PolicyDocument: ALLOW_ALL });
  const id = /<AccessKeyId>([^<]+)</.exec(made)?.[1];
  const secret = /<SecretAccessKey>([^<]+)</.exec(made)?.[1];
  if (!id || !secret) throw new Error(`${MOTO} gave no access key: ${made}`);
  return { id, secret };
}

/**
 * Starts moto on a free local port; it keeps everything in memory. With `checkKeys` it checks keys as S3
 * does: only the pair made at start is accepted, any other is refused with 403. (moto then also refuses
 * listings under a prefix with a `/`, which S3 answers: the tests that list use a server without it.)
 */
export async function startS3Server(options: { checkKeys?: boolean } = {}): Promise<S3Server> {
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(MOTO, ["-H", "127.0.0.1", "-p", String(port)], {
    stdio: "ignore",
    // The three IAM calls of makeKeys go without keys; from then on every call needs the made pair.
    env: options.checkKeys ? { ...process.env, INITIAL_NO_AUTH_ACTION_COUNT: "3" } : process.env,
  });
  const deadline = Date.now() + 30_000;
  while (!(await answers(endpoint))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${MOTO} did not start on ${endpoint}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const keys = options.checkKeys ? await makeKeys(endpoint) : { id: "site-key", secret: "site-secret" };
  return {
    endpoint,
    port,
    async bucket(name) {
      const settings: S3Settings = {
        FILE_STORE: "s3",
        S3_ENDPOINT: endpoint,
        S3_REGION: "us-east-1",
        S3_BUCKET: name,
        S3_ACCESS_KEY_ID: keys.id,
        S3_SECRET_ACCESS_KEY: keys.secret,
        S3_FORCE_PATH_STYLE: "true",
      };
      const client = new S3Client({
        endpoint,
        region: settings.S3_REGION,
        forcePathStyle: true,
        credentials: { accessKeyId: keys.id, secretAccessKey: keys.secret },
      });
      await client.send(new CreateBucketCommand({ Bucket: name }));
      client.destroy();
      return settings;
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
