/** The notice board module as a zip; `change` may rewrite its manifest and files first. */
export function packNoticeModule(
  change?: (
    manifest: Record<string, unknown>,
    files: Map<string, Buffer>,
  ) => { manifest: unknown; files: Map<string, Buffer> },
): Promise<Buffer>;
