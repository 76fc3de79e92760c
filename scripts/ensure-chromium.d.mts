// Types of ensure-chromium.mjs for the TypeScript that imports it (browser tests, benches).
export declare const CHROMIUM: string;
export declare const chromiumFlags: string[];
export declare function ensureChromium(): void;
