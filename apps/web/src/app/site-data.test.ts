import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queries } from "./api.ts";
import { refreshSiteData, SITE_DATA_DEBOUNCE_MS } from "./site-data.ts";

describe("refreshing the site data", () => {
  let client: QueryClient;
  let fetches: number;
  beforeEach(async () => {
    vi.useFakeTimers();
    client = new QueryClient();
    fetches = 0;
    vi.spyOn(client, "refetchQueries").mockImplementation(async (filters) => {
      expect(filters).toEqual({ queryKey: queries.adminIndex().queryKey });
      fetches++;
    });
  });
  afterEach(() => vi.useRealTimers());

  it("asks once for refreshes within 200 ms of each other, once the last has waited 200 ms", async () => {
    const asked = [refreshSiteData(client)];
    await vi.advanceTimersByTimeAsync(150);
    asked.push(refreshSiteData(client));
    await vi.advanceTimersByTimeAsync(150);
    asked.push(refreshSiteData(client));
    expect(fetches).toBe(0);
    await vi.advanceTimersByTimeAsync(SITE_DATA_DEBOUNCE_MS);
    await Promise.all(asked);
    expect(fetches).toBe(1);
  });

  it("asks again for a refresh after the last one was made", async () => {
    const first = refreshSiteData(client);
    await vi.advanceTimersByTimeAsync(SITE_DATA_DEBOUNCE_MS);
    await first;
    const second = refreshSiteData(client);
    await vi.advanceTimersByTimeAsync(SITE_DATA_DEBOUNCE_MS - 1);
    expect(fetches).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await second;
    expect(fetches).toBe(2);
  });
});
