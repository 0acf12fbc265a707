import { isIP } from "node:net";
import { resolve } from "node:path";
import { z } from "zod";

/**
 * Which proxies' `X-Forwarded-For` entries are believed. `false`: none, the client is the peer.
 * A number n: the n proxies nearest the server are ours, so the client is the address the farthest of
 * them saw (`true` is 1). A list of addresses or CIDR ranges: those proxies are ours, the client is the
 * first address from the right that is not one of them. Never "trust everything": the left-most entry
 * is whatever the client wrote.
 */
export type TrustProxy = false | number | string[];

function isAddressOrRange(text: string): boolean {
  const [address = "", bits, ...rest] = text.split("/");
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** First path segments the site itself answers; the admin entry may not take one of them. */
const RESERVED_SEGMENTS = new Set([
  "api",
  "user",
  "static",
  "assets",
  "storage",
  "docs",
  "preview",
  "us",
  "list",
  "search",
  "article",
  "topic",
  "layout",
  "contact",
  "index",
  "video",
  "401",
  "404",
]);

/** The admin entry (SPEC §7): `/admin`, or a path of one segment the site does not use otherwise. */
export const adminEntrySchema = z
  .string()
  .regex(/^\/[A-Za-z0-9][A-Za-z0-9_-]{1,31}$/, "ADMIN_ENTRY must be one path segment such as /backstage")
  .refine(
    (entry) => !RESERVED_SEGMENTS.has(entry.slice(1).toLowerCase()),
    "ADMIN_ENTRY names a path the site uses",
  )
  .default("/admin");

export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase();
  if (text === "false" || text === "0" || text === "") return false;
  if (text === "true") return 1;
  if (/^\d{1,2}$/.test(text)) {
    const hops = Number(text);
    return hops >= 1 && hops <= 10 ? hops : undefined;
  }
  const list = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return list.length > 0 && list.every(isAddressOrRange) ? list : undefined;
}

/** Every setting the server reads from the environment, in one place. */
/** A comma-separated list of addresses or CIDR ranges, each checked. */
const addressRanges = (name: string) =>
  z
    .string()
    .default("")
    .transform((value, ctx) => {
      const list = value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean);
      const bad = list.filter((entry) => !isAddressOrRange(entry));
      if (bad.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `${name} must list addresses or CIDR ranges such as 10.0.0.0/8: ${bad.join(", ")}`,
        });
        return z.NEVER;
      }
      return list;
    });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgres:// or postgresql://")
    .optional(),
  ADMIN_PASSWORD: z.string().min(6).max(32).optional(),
  /**
   * The site's secret (services/site-key.ts): signs its backups and encrypts the settings' secrets.
   * Unset, a key is made once in `$DATA_DIR/site.key`; servers that share a database must share it.
   */
  SITE_KEY: z
    .string()
    .min(32, "SITE_KEY must be at least 32 characters (e.g. openssl rand -hex 32)")
    .optional(),
  /**
   * The site's key before a change of SITE_KEY (docs/security.md, "Secrets"): the settings' secrets it
   * encrypted still open, and `cli.js secrets:rotate` encrypts them again under the new key.
   */
  SITE_KEY_PREVIOUS: z
    .string()
    .min(32, "SITE_KEY_PREVIOUS must be at least 32 characters: the site's key before the change")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Seconds a server told to stop (SIGTERM) goes on serving with its health check answering 503, before
   * it closes: a proxy in front that checks it (docker-compose.cluster.yml) stops sending it requests
   * first, so none meets a closing server. 0, the default, closes at once.
   */
  STOP_DELAY_SECONDS: z.coerce.number().min(0).max(60).default(0),
  LOGIN_CAPTCHA: z.enum(["on", "off"]).optional(),
  WEB_DIST: z.string().optional(),
  /** The site's public origin for sitemaps and robots.txt; else the request's own. */
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Where the back office (its pages and its API) lives instead of /admin. */
  ADMIN_ENTRY: adminEntrySchema,
  /** Baidu's link push endpoint (the "search_push" settings switch it on with the site's token). */
  SEARCH_PUSH_BAIDU_URL: z.url({ protocol: /^https?$/ }).default("http://data.zz.baidu.com/urls"),
  /** The IndexNow endpoint (any engine of the protocol shares what it is told). */
  SEARCH_PUSH_INDEXNOW_URL: z.url({ protocol: /^https?$/ }).default("https://api.indexnow.org/indexnow"),
  /** Worker threads that render public pages; 0 renders on the main thread. Default: cores - 1, at least 1. */
  RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  /** Answers of public pages and API reads kept ready to send again; 0 renders every request afresh. */
  ANSWER_CACHE_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(1000),
  /** Origins whose pages may call the API (CORS), comma-separated; none by default. */
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const origins = value
        .split(",")
        .map((o) => o.trim().replace(/\/+$/, ""))
        .filter(Boolean);
      const bad = origins.filter((o) => !/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(o));
      if (bad.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `CORS_ORIGINS must list origins such as https://admin.example.com: ${bad.join(", ")}`,
        });
        return z.NEVER;
      }
      return origins;
    }),
  /** Where uploads, image variants and kept module packages live: this machine's disk, or an S3 bucket. */
  FILE_STORE: z.enum(["local", "s3"]).default("local"),
  /** The S3-compatible endpoint (MinIO, OSS, COS, R2); unset for Amazon S3 itself. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).max(64).default("us-east-1"),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "S3_BUCKET must be a bucket name such as corpsite-files")
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Path-style addresses (`endpoint/bucket/key`), which MinIO and most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
  /** Folder inside the bucket that holds the site's files, so one bucket can serve several sites. */
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9_-]+\/)*$/i, "S3_PREFIX must be empty or folders ending in /, such as site/")
    .default(""),
  /** The public address of the bucket (or a CDN in front of it), such as https://cdn.example.com/site/. */
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How `/storage/...` answers: the server sends the file (proxy) or redirects to S3_PUBLIC_URL. */
  FILE_DELIVERY: z.enum(["proxy", "redirect"]).default("proxy"),
  /** `GET /metrics` in the Prometheus text format: off (404) unless `on`. */
  METRICS: z.enum(["on", "off"]).default("off"),
  /** The bearer token a scraper sends to `/metrics` (`Authorization: Bearer ...`). */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, "METRICS_TOKEN must be 16 to 200 visible ASCII characters")
    .optional(),
  /** Addresses or CIDR ranges that may read `/metrics` without the token, comma-separated. */
  METRICS_ALLOW: addressRanges("METRICS_ALLOW"),
  /**
   * Networks besides the public internet that the WordPress import may fetch an old site's media from
   * (an intranet WordPress, `10.0.0.5/32`); the export names the site, so by default only public
   * addresses are fetched from (services/public-fetch.ts).
   */
  IMPORT_FETCH_ALLOW: addressRanges("IMPORT_FETCH_ALLOW"),
  /** Seconds one media file of a WordPress import may take to fetch (fractions allowed). */
  IMPORT_FETCH_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(20),
  /**
   * Seconds all media fetches of one WordPress import may take together; files not fetched by then are
   * reported missing, to be uploaded from the report.
   */
  IMPORT_FETCH_BUDGET_SECONDS: z.coerce.number().positive().max(86_400).default(600),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx) => {
      const trust = parseTrustProxy(value);
      if (trust === undefined) {
        ctx.addIssue({
          code: "custom",
          message: "TRUST_PROXY must be false, a number of proxies (1-10), or a list of proxy addresses",
        });
        return z.NEVER;
      }
      return trust;
    }),
});

/** Problems of settings that only make sense together: a bucket store needs its bucket and keys. */
function storeProblems(env: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (env.FILE_STORE === "s3") {
    for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[name]) problems.push(`${name}: required when FILE_STORE is s3`);
    }
  }
  if (env.FILE_DELIVERY === "redirect" && (env.FILE_STORE !== "s3" || !env.S3_PUBLIC_URL)) {
    problems.push("FILE_DELIVERY: redirect needs FILE_STORE=s3 and S3_PUBLIC_URL");
  }
  return problems;
}

/** Metrics switched on must be reachable by someone: a token, or addresses allowed without one. */
function metricsProblems(env: z.infer<typeof envSchema>): string[] {
  if (env.METRICS !== "on" || env.METRICS_TOKEN || env.METRICS_ALLOW.length > 0) return [];
  return ["METRICS: on needs METRICS_TOKEN or METRICS_ALLOW"];
}

export type Env = z.infer<typeof envSchema>;
/** The names of every setting `readEnv` reads (compose files must set no other). */
export const ENV_NAMES = Object.keys(envSchema.shape) as (keyof Env)[];

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  const problems = [...storeProblems(parsed.data), ...metricsProblems(parsed.data)];
  if (problems.length > 0) throw new Error(`Invalid environment: ${problems.join("; ")}`);
  return { ...parsed.data, DATA_DIR: resolve(parsed.data.DATA_DIR) };
}

/**
 * The server's own check (the command line does not need it): in production the site's address must be
 * set, as it is what every link, sitemap and cached answer is built on; the request's `Host`, which any
 * client makes up, never is (issue 24, L9).
 */
export function checkServingEnv(env: Env): void {
  if (env.NODE_ENV === "production" && !env.SITE_URL) {
    throw new Error(
      "Invalid environment: SITE_URL: set the site's public address, such as https://www.example.com (required in production)",
    );
  }
}
