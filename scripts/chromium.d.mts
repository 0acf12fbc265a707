/** See chromium.mjs. */
export declare const chromiumLaunch: { executablePath: string; args: string[] };
export declare const chromiumLaunchWithout: (features: string[]) => typeof chromiumLaunch;
