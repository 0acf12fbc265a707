/** See built-server.mjs. */
export declare const root: string;
export declare function freePort(): Promise<number>;
export type BuiltServer = { origin: string; port: number; dataDir: string; stop(): Promise<void> };
export declare function startBuiltServer(options?: {
  env?: Record<string, string>;
  port?: number;
  dataDir?: string;
}): Promise<BuiltServer>;
export declare function runBuiltCli(
  args: string[],
  env: Record<string, string>,
): { status: number | null; output: string };
export declare function sampleArticles(
  origin: string,
): Promise<{ withVideo: number | undefined; withoutVideo: number | undefined }>;
