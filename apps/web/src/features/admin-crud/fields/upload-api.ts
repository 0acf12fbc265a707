import { corp } from "../../../app/api.ts";

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
  const data =
    endpoint === "/admin/ajax/upload"
      ? await corp.post(endpoint, { params: { query: { topic } }, body })
      : await corp.post(endpoint, { body });
  return data.file.url;
}

/** An admin's upload into the attachment library. */
export const uploadFile = (file: File, topic = "default") => uploadTo("/admin/ajax/upload", file, topic);
