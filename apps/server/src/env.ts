import { resolve } from "node:path";
import { z } from "zod";

/** Every setting the server reads from the environment, in one place. */
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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOGIN_CAPTCHA: z.enum(["on", "off"]).optional(),
  WEB_DIST: z.string().optional(),
  /** Names the deployed build: processes that share it answer the same ETags. */
  BUILD_ID: z.string().max(100).optional(),
  /** The site's public origin for sitemaps and robots.txt; else the request's own. */
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Worker threads that render public pages; 0 renders on the main thread. Default: cores - 1, at least 1. */
  RENDER_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return { ...parsed.data, DATA_DIR: resolve(parsed.data.DATA_DIR) };
}
