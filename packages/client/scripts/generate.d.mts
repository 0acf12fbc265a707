/** The source of src/generated/hooks.ts for a parsed OpenAPI document (before formatting). */
export function renderHooks(doc: unknown): string;
/** The source of src/generated/answer-formats.ts: how a call reads each answer that is not JSON. */
export function renderAnswerFormats(doc: unknown): string;
