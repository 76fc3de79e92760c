export declare const LUAJIT: string;
export declare function ensureLuajit(): void;
