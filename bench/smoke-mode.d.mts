/** See smoke-mode.mjs. */
export declare const smoke: boolean;
export declare function resultsFile(name: string): string;
