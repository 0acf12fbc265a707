// A load through the site's front, bounded in time and in requests: a few clients asking pages and, every
// few requests, publishing an article. It counts the answers by status and keeps the articles whose
// publishing was answered OK (acknowledged writes), to read them all back afterwards.

// Not /api/health: it is one server's own state (503 while that server is stopping), not the site's.
const PAGES = ["/", "/api/portal/articles?limit=5", "/article/1", "/search?q=%E5%85%AC%E5%8F%B8"];

/**
 * Runs until `until` settles (and at least `minSeconds`), `maxSeconds` have passed or `maxRequests` were
 * sent, whichever comes first.
 */
export async function boundedLoad({
  site,
  token,
  until,
  minSeconds = 0,
  maxSeconds,
  maxRequests,
  clients = 4,
}) {
  const started = Date.now();
  const run = Math.random().toString(36).slice(2, 8);
  let done = false;
  until.finally(() => {
    const left = minSeconds * 1000 - (Date.now() - started);
    setTimeout(
      () => {
        done = true;
      },
      Math.max(0, left),
    );
  });
  const result = { requests: 0, statuses: {}, failed: [], acknowledged: [], refusedWrites: 0 };
  // A failed request says when it was sent and answered (clock time), to be set beside the proxy's and
  // the servers' logs.
  const count = (status, what, sent) => {
    result.statuses[status] = (result.statuses[status] ?? 0) + 1;
    if (status === "no answer" || status >= 500)
      result.failed.push(
        `${status} ${what}, sent ${new Date(sent).toISOString()}, after ${Date.now() - sent} ms`,
      );
  };
  const client = async () => {
    while (!done && Date.now() - started < maxSeconds * 1000 && result.requests < maxRequests) {
      const n = result.requests++;
      const sent = Date.now();
      if (n % 4 === 0) {
        const title = `负载 ${run}-${n}`;
        try {
          const added = await site.addArticle(token, title, `<p>第 ${n} 次写入。</p>`);
          count(added.status, `POST article ${title} (${added.said})`, sent);
          if (added.id !== undefined) result.acknowledged.push({ id: added.id, title });
          else result.refusedWrites++;
        } catch (error) {
          count("no answer", `POST article ${title}: ${error.cause?.code ?? error.message}`, sent);
        }
        continue;
      }
      const path = PAGES[Math.floor(n / 4) % PAGES.length];
      try {
        count((await site.get(path)).status, `GET ${path}`, sent);
      } catch (error) {
        count("no answer", `GET ${path}: ${error.cause?.code ?? error.message}`, sent);
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  result.seconds = Math.round((Date.now() - started) / 100) / 10;
  return result;
}

/** The acknowledged articles whose page does not show them (lost writes). */
export async function lostWrites(site, acknowledged) {
  const lost = [];
  for (const { id, title } of acknowledged) {
    const page = await site.get(`/article/${id}`);
    if (page.status !== 200 || !page.body.toString().includes(title)) lost.push(`${id} (${page.status})`);
  }
  return lost;
}
