/** openapi.yaml with collections.yaml merged in, as the server serves it. */
export function mergeContract(base: unknown, collections: unknown): Record<string, unknown>;
