// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, waitFor } from "@testing-library/react";
import { createElement, StrictMode, useEffect, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createCorpClient } from "./client.ts";
import { createCorpHooks } from "./react.ts";
import { envelope, ORIGIN } from "./test-harness.ts";

afterEach(cleanup);

describe("hooks under React's StrictMode", () => {
  it("answer, select into another type, and, like calls in an effect, write nothing to the console", async () => {
    const console_ = ["log", "info", "warn", "error", "debug"].map((m) =>
      vi.spyOn(console, m as "log").mockImplementation(() => undefined),
    );
    // An answer that takes a moment, as over a network, and stops when its request is aborted.
    const respond = vi.fn(
      (request: Request) =>
        new Promise<Response>((resolve, reject) => {
          const timer = setTimeout(
            () => resolve(envelope(1, { menuArr: [], linkArr: [{ id: 1 }, { id: 2 }] })),
            20,
          );
          request.signal.addEventListener("abort", () => {
            clearTimeout(timer);
            reject(new DOMException("aborted", "AbortError"));
          });
        }),
    );
    const corp = createCorpClient({ baseUrl: ORIGIN, fetch: respond });
    const hooks = createCorpHooks(corp);
    const seen: number[] = [];
    // StrictMode runs an effect twice: the first of the two identical calls is cancelled, quietly.
    function Menus() {
      const [count, setCount] = useState<number>();
      useEffect(() => {
        void corp.get("/api/Index/common").then((data) => setCount(data.menuArr.length));
      }, []);
      return createElement("p", null, count === undefined ? "…" : `menus: ${count}`);
    }
    function Links() {
      const count = hooks.useIndexCommon(undefined, { select: (data) => data.linkArr.length });
      if (count.data !== undefined) seen.push(count.data);
      return createElement("p", null, count.data === undefined ? "…" : `links: ${count.data}`);
    }
    const view = render(
      createElement(
        StrictMode,
        null,
        createElement(
          QueryClientProvider,
          { client: new QueryClient() },
          createElement(Links),
          createElement(Menus),
        ),
      ),
    );
    await waitFor(() => expect(view.getByText("links: 2")).toBeTruthy());
    await waitFor(() => expect(view.getByText("menus: 0")).toBeTruthy());
    expect(seen.every((n) => n === 2)).toBe(true);
    for (const spy of console_) expect(spy).not.toHaveBeenCalled();
  });
});
