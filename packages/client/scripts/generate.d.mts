/** The source of src/generated/hooks.ts for a parsed OpenAPI document (before formatting). */
export function renderHooks(doc: unknown): string;
