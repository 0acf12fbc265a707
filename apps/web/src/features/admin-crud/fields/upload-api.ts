import { requestLayer } from "../../../app/api.ts";
import { ApiError } from "../../../lib/request/api-error.ts";

/**
 * Sends one file to an upload endpoint (the admin's or the member's) and answers its stored URL
 * (SPEC §7: no time limit).
 */
export async function uploadTo(
  endpoint: "/admin/ajax/upload" | "/api/ajax/upload",
  file: File,
  topic = "default",
): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  const request = new Request(`${window.location.origin}${endpoint}?topic=${encodeURIComponent(topic)}`, {
    method: "POST",
    body,
  });
  const response = await requestLayer.fetch(request, { timeoutMs: false });
  const json = (await response.json()) as { code: number; msg: string; data: { file?: { url?: string } } };
  const url = json.data?.file?.url;
  if (json.code !== 1 || !url)
    throw new ApiError({ code: json.code, msg: json.msg, status: response.status });
  return url;
}

/** An admin's upload into the attachment library. */
export const uploadFile = (file: File, topic = "default") => uploadTo("/admin/ajax/upload", file, topic);
