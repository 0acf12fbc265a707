import { corp } from "../../../app/api.ts";

/** Sends one file to `/admin/ajax/upload` and answers its stored URL (SPEC §7, no time limit). */
export async function uploadFile(file: File, topic = "default"): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  const data = await corp.post("/admin/ajax/upload", { params: { query: { topic } }, body });
  return data.file.url;
}
