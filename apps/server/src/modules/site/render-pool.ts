import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { PublicAssets, PublicPageData, RenderedPage } from "./index.ts";

/**
 * The worker's code: it loads the web build's renderer and renders the pages it is sent. Plain
 * JavaScript evaluated by `worker_threads`, so it runs the same from the build, `tsx` and the tests.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
import(workerData.renderer).then((renderer) => {
  parentPort.on("message", ({ id, page }) => {
    try {
      parentPort.postMessage({ id, rendered: renderer.renderPublicPage(page, workerData.assets) });
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? error.stack ?? error.message : String(error) });
    }
  });
  parentPort.postMessage({ ready: true });
});
`;

type Reply = { ready: true } | { id: number; rendered: RenderedPage } | { id: number; error: string };
type Pending = { resolve: (page: RenderedPage) => void; reject: (error: Error) => void };

/** One worker thread and the renders it has been sent. */
class RenderThread {
  readonly pending = new Map<number, Pending>();
  /** Whether the renderer loaded: a thread that never got there is not replaced (it would fail again). */
  ready = false;
  private readonly worker: Worker;

  constructor(rendererFile: string, assets: PublicAssets, onExit: (thread: RenderThread) => void) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { renderer: pathToFileURL(rendererFile).href, assets },
    });
    this.worker.on("message", (reply: Reply) => {
      if ("ready" in reply) {
        this.ready = true;
        return;
      }
      const waiting = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      if ("error" in reply) waiting?.reject(new Error(`render failed: ${reply.error}`));
      else waiting?.resolve(reply.rendered);
    });
    this.worker.on("error", (error) => this.fail(error));
    this.worker.on("exit", (code) => {
      this.fail(new Error(`render thread exited with code ${code}`));
      onExit(this);
    });
  }

  render(id: number, page: PublicPageData): Promise<RenderedPage> {
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, page });
    });
  }

  private fail(error: Error) {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

/**
 * Renders public pages on worker threads, so rendering uses every core and the event loop stays free
 * for other requests (API answers, stored pages) while pages render. A page goes to the thread with the
 * fewest renders under way; a thread that dies fails its renders and is replaced.
 */
export class RenderPool {
  private threads: RenderThread[] = [];
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly rendererFile: string,
    private readonly assets: PublicAssets,
    size: number,
  ) {
    for (let i = 0; i < size; i++) this.threads.push(this.spawn());
  }

  private spawn(): RenderThread {
    return new RenderThread(this.rendererFile, this.assets, (gone) => {
      this.threads = this.threads.filter((thread) => thread !== gone);
      if (!this.closed && gone.ready) this.threads.push(this.spawn());
    });
  }

  render(page: PublicPageData): Promise<RenderedPage> {
    const [first, ...rest] = this.threads;
    if (!first) return Promise.reject(new Error("no render thread is running"));
    const idlest = rest.reduce((best, t) => (t.pending.size < best.pending.size ? t : best), first);
    return idlest.render(this.nextId++, page);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.threads.map((thread) => thread.close()));
    this.threads = [];
  }
}
