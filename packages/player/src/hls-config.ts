import type { HlsConfig, LoadPolicy } from "hls.js";

/**
 * SPEC §9 streaming settings, written out instead of trusting the library's defaults: they are the
 * values of hls.js 1.4.12, and a later hls.js changing a default must not change our player.
 * The spec's separate 2000 ms "fragment load time-out" is deliberately not used here; see
 * docs/adr/0005-hls-fragment-timeout.md.
 */
export type HlsOverrides = Partial<HlsConfig>;

const policy = (
  firstByteMs: number,
  loadMs: number,
  timeoutRetries: number,
  errorRetries: number,
  errorRetryDelayMs = 1000,
  errorMaxRetryDelayMs = 8000,
): LoadPolicy => ({
  default: {
    maxTimeToFirstByteMs: firstByteMs,
    maxLoadTimeMs: loadMs,
    timeoutRetry: { maxNumRetry: timeoutRetries, retryDelayMs: 0, maxRetryDelayMs: 0 },
    errorRetry: {
      maxNumRetry: errorRetries,
      retryDelayMs: errorRetryDelayMs,
      maxRetryDelayMs: errorMaxRetryDelayMs,
    },
  },
});

export const SPEC_HLS_CONFIG = {
  keyLoadPolicy: {
    default: {
      maxTimeToFirstByteMs: 8000,
      maxLoadTimeMs: 20000,
      timeoutRetry: { maxNumRetry: 1, retryDelayMs: 1000, maxRetryDelayMs: 20000, backoff: "linear" },
      errorRetry: { maxNumRetry: 8, retryDelayMs: 1000, maxRetryDelayMs: 20000, backoff: "linear" },
    },
  },
  certLoadPolicy: {
    default: { maxTimeToFirstByteMs: 8000, maxLoadTimeMs: 20000, timeoutRetry: null, errorRetry: null },
  },
  manifestLoadPolicy: policy(Number.POSITIVE_INFINITY, 20000, 2, 1),
  playlistLoadPolicy: policy(10000, 20000, 2, 2),
  fragLoadPolicy: policy(10000, 120000, 4, 6),
  maxBufferLength: 30,
  maxBufferSize: 60 * 1000 * 1000,
  maxMaxBufferLength: 600,
  abrBandWidthFactor: 0.95,
  abrBandWidthUpFactor: 0.7,
  abrEwmaDefaultEstimate: 500_000,
  liveSyncDurationCount: 3,
  lowLatencyMode: true,
  captionsTextTrack1Label: "English",
  captionsTextTrack2Label: "Spanish",
} satisfies HlsOverrides;

export type LiveSyncCheck = { ok: true } | { ok: false; message: string };

const usesCount = (config: HlsOverrides) =>
  config.liveSyncDurationCount !== undefined || config.liveMaxLatencyDurationCount !== undefined;
const usesSeconds = (config: HlsOverrides) =>
  config.liveSyncDuration !== undefined || config.liveMaxLatencyDuration !== undefined;
const MIXED: { ok: false; message: string } = {
  ok: false,
  message:
    "Do not mix liveSyncDurationCount/liveMaxLatencyDurationCount with liveSyncDuration/liveMaxLatencyDuration",
};

const latencyAbove = (max: number | undefined, sync: number | undefined, name: string): LiveSyncCheck =>
  max === undefined || (sync !== undefined && max > sync)
    ? { ok: true }
    : { ok: false, message: `${name} must be greater than the live sync value` };

/**
 * SPEC §5: live sync is given either as a segment count or as seconds, never both, and the maximum
 * latency must exceed the sync value. Pure, so the rule is tested without loading hls.js.
 */
export function checkLiveSync(config: HlsOverrides): LiveSyncCheck {
  if (usesCount(config) && usesSeconds(config)) return MIXED;
  const byCount = latencyAbove(
    config.liveMaxLatencyDurationCount,
    config.liveSyncDurationCount,
    "liveMaxLatencyDurationCount",
  );
  if (!byCount.ok) return byCount;
  return latencyAbove(config.liveMaxLatencyDuration, config.liveSyncDuration, "liveMaxLatencyDuration");
}

export type HlsConfigResult = { ok: true; config: HlsOverrides } | { ok: false; message: string };

/**
 * Our explicit defaults under the caller's overrides, then checked as a whole. Overrides given in
 * seconds replace our segment count instead of colliding with it, so `{ liveSyncDuration: 6 }` alone
 * is a valid override; mixing both kinds inside the overrides is not.
 */
export function buildHlsConfig(overrides: HlsOverrides = {}): HlsConfigResult {
  if (usesCount(overrides) && usesSeconds(overrides)) return MIXED;
  const base: HlsOverrides = { ...SPEC_HLS_CONFIG };
  if (usesSeconds(overrides)) delete base.liveSyncDurationCount;
  const config = { ...base, ...overrides };
  const merged = checkLiveSync(config);
  return merged.ok ? { ok: true, config } : { ok: false, message: merged.message };
}
