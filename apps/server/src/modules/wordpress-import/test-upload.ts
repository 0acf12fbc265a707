import { callerFor } from "../../test/admin-caller.ts";
import type { TestApp } from "../../test/test-app.ts";
import type { ReportLine } from "./import-context.ts";

/** A multipart body of named files, as the admin page sends the export and the media zip. */
export function multipartFiles(files: { field: string; name: string; bytes: Buffer }[]) {
  const boundary = `----import${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    f.bytes,
    Buffer.from("\r\n"),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * The admin's steps: upload (the preview), start (unless `start: false`), wait for the run to end;
 * answers the upload and the run.
 */
export async function importExport(
  t: TestApp,
  token: string,
  files: { field: string; name: string; bytes: Buffer }[],
  options: { start?: boolean } = {},
) {
  const body = multipartFiles(files);
  const answer = await t.app.inject({
    method: "POST",
    url: "/admin/wordpressImport/upload",
    payload: body.payload,
    headers: { ...body.headers, batoken: token, "think-lang": "en" },
  });
  const uploaded = answer.json();
  if (uploaded.code !== 1 || options.start === false) return { uploaded, run: undefined };
  const caller = callerFor(t, token);
  await caller.content.wordpressImport.import({ id: uploaded.data.id });
  await t.services.importQueue.idle();
  const run = await caller.content.wordpressImport.progress({ id: uploaded.data.id });
  return { uploaded, run };
}

/** A finished run's report lines. */
export type ReportedLine = ReportLine;
export const reportLines = (run: { report: unknown } | undefined): ReportedLine[] =>
  (run?.report as { lines?: ReportedLine[] } | undefined)?.lines ?? [];
