/** The notice board module as a zip; `change` may rewrite its manifest and files first. */
export function packNoticeModule(
  change?: (
    manifest: Record<string, unknown>,
    files: Map<string, Buffer>,
  ) => { manifest: unknown; files: Map<string, Buffer> },
): Promise<Buffer>;

/** A second module that claims the notice board's route and public files. */
export function packRivalModule(): Promise<Buffer>;
