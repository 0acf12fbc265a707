import { describe, expect, it } from "vitest";
import { buildHlsConfig, checkLiveSync, SPEC_HLS_CONFIG } from "./hls-config.ts";

describe("SPEC §9 hls.js settings", () => {
  it("writes out every value of the spec", () => {
    expect(SPEC_HLS_CONFIG.keyLoadPolicy.default).toMatchObject({
      maxTimeToFirstByteMs: 8000,
      maxLoadTimeMs: 20000,
    });
    expect(SPEC_HLS_CONFIG.certLoadPolicy.default).toMatchObject({
      maxTimeToFirstByteMs: 8000,
      maxLoadTimeMs: 20000,
    });
    expect(SPEC_HLS_CONFIG.manifestLoadPolicy.default).toMatchObject({
      maxLoadTimeMs: 20000,
      timeoutRetry: { maxNumRetry: 2 },
      errorRetry: { maxNumRetry: 1 },
    });
    expect(SPEC_HLS_CONFIG.playlistLoadPolicy.default).toMatchObject({
      maxTimeToFirstByteMs: 10000,
      maxLoadTimeMs: 20000,
      timeoutRetry: { maxNumRetry: 2 },
      errorRetry: { maxNumRetry: 2 },
    });
    expect(SPEC_HLS_CONFIG.fragLoadPolicy.default).toEqual({
      maxTimeToFirstByteMs: 10000,
      maxLoadTimeMs: 120000,
      timeoutRetry: { maxNumRetry: 4, retryDelayMs: 0, maxRetryDelayMs: 0 },
      errorRetry: { maxNumRetry: 6, retryDelayMs: 1000, maxRetryDelayMs: 8000 },
    });
    expect(SPEC_HLS_CONFIG).toMatchObject({
      maxBufferLength: 30,
      maxBufferSize: 60_000_000,
      maxMaxBufferLength: 600,
      abrBandWidthFactor: 0.95,
      abrBandWidthUpFactor: 0.7,
      abrEwmaDefaultEstimate: 500_000,
      liveSyncDurationCount: 3,
      lowLatencyMode: true,
      captionsTextTrack1Label: "English",
      captionsTextTrack2Label: "Spanish",
    });
  });

  it("does not use the 2000 ms fragment time-out as the default (ADR 0005)", () => {
    expect(SPEC_HLS_CONFIG.fragLoadPolicy.default.maxLoadTimeMs).not.toBe(2000);
  });
});

describe("live sync rule of SPEC §5", () => {
  it("accepts counts alone, seconds alone and nothing", () => {
    expect(checkLiveSync({})).toEqual({ ok: true });
    expect(checkLiveSync({ liveSyncDurationCount: 3, liveMaxLatencyDurationCount: 10 })).toEqual({
      ok: true,
    });
    expect(checkLiveSync({ liveSyncDuration: 6, liveMaxLatencyDuration: 20 })).toEqual({ ok: true });
  });
  it.each([
    [{ liveSyncDurationCount: 3, liveSyncDuration: 6 }],
    [{ liveMaxLatencyDurationCount: 10, liveSyncDuration: 6 }],
    [{ liveSyncDurationCount: 3, liveMaxLatencyDuration: 20 }],
  ])("rejects mixing counts and seconds: %j", (config) => {
    expect(checkLiveSync(config)).toMatchObject({ ok: false, message: expect.stringContaining("mix") });
  });
  it("requires the maximum latency to exceed the sync value", () => {
    expect(checkLiveSync({ liveSyncDurationCount: 3, liveMaxLatencyDurationCount: 3 }).ok).toBe(false);
    expect(checkLiveSync({ liveMaxLatencyDurationCount: 5 }).ok).toBe(false);
    expect(checkLiveSync({ liveSyncDuration: 6, liveMaxLatencyDuration: 5 }).ok).toBe(false);
    expect(checkLiveSync({ liveMaxLatencyDuration: 5 }).ok).toBe(false);
  });
});

describe("buildHlsConfig", () => {
  it("puts overrides over the spec values", () => {
    const result = buildHlsConfig({ maxBufferLength: 10 });
    expect(result).toMatchObject({ ok: true, config: { maxBufferLength: 10, maxMaxBufferLength: 600 } });
  });
  it("lets seconds replace our segment count instead of colliding with it", () => {
    const result = buildHlsConfig({ liveSyncDuration: 6, liveMaxLatencyDuration: 12 });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.config.liveSyncDurationCount).toBeUndefined();
  });
  it("checks the merged config too", () => {
    expect(buildHlsConfig({ liveMaxLatencyDurationCount: 2 })).toMatchObject({ ok: false });
    expect(buildHlsConfig({ liveMaxLatencyDurationCount: 8 }).ok).toBe(true);
  });
  it("rejects an invalid override", () => {
    expect(buildHlsConfig({ liveSyncDurationCount: 3, liveSyncDuration: 1 }).ok).toBe(false);
  });
});
