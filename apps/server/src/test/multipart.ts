/** A multipart/form-data body with one file field, for `app.inject`. */
export function multipartFile(
  filename: string,
  content: Buffer | string,
  type = "application/octet-stream",
  field = "file",
) {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
