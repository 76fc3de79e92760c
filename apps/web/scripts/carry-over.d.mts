export interface PoEntry {
  msgctxt: string;
  msgid: string;
  msgstr: string;
  msgstrLines: number[];
  key: string;
}
export interface Conflict {
  language: string;
  msgid: string;
  kept: string;
  keptFrom: string;
  other: string;
  otherFrom: string;
}
export const localesDir: string;
export function poFiles(path: string): string[];
export function parsePo(text: string): PoEntry[];
export function slotOf(path: string): string;
export function languageOf(path: string, text: string): string;
export function carryOver(targets: string[], sources?: string[], options?: { write?: boolean }): { filled: Record<string, number>; conflicts: Conflict[] };
export function main(argv: string[]): number;
